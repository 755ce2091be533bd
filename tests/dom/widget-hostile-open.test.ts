import { waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DIALOG_TITLE, FIELD_LABELS } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { FIELD_MAX_LENGTHS } from '../../widget/core/bounds';
import { loadWidget } from './support/load-widget';

const throwing = () => {
  throw new Error('hostile getter');
};
const MARKUP = '<img src=x onerror="window.__pwned=1"><b>gras</b>';

/** Inputs a careless or hostile partner script may hand to open(), and the company name each prefills. */
const HOSTILE: Array<[string, () => unknown, string]> = [
  ['null', () => null, ''],
  ['a number', () => 42, ''],
  ['an array', () => ['ACME'], ''],
  ['a symbol', () => Symbol('companyName'), ''],
  ['a function with a companyName', () => Object.assign(() => 0, { companyName: 'Fonction SAS' }), 'Fonction SAS'],
  ['a proxy answering objects', () => new Proxy({}, { get: () => ({ toString: throwing }) }), ''],
  [
    '__proto__ and constructor keys',
    () => JSON.parse('{"__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},"companyName":"Proto SAS"}'),
    'Proto SAS',
  ],
  [
    'a 200,000-character name, cut to the field’s length',
    () => ({ companyName: 'A'.repeat(200_000) }),
    'A'.repeat(FIELD_MAX_LENGTHS.companyName),
  ],
  ['markup', () => ({ companyName: MARKUP }), MARKUP],
];

const shadow = () => document.querySelector(HOST_TAG)!.shadowRoot!;
const view = () => within(shadow() as unknown as HTMLElement);

beforeAll(() => loadWidget());
afterEach(() => window.KbisWidget!.close());

describe('KbisWidget.open() given hostile input', () => {
  it.each(HOSTILE)('opens on %s as text only, and pollutes no prototype', async (_, make, companyName) => {
    window.KbisWidget!.open(make() as object);
    await waitFor(() => expect(view().getByRole('dialog', { name: DIALOG_TITLE })).toBeTruthy());
    const field = view().getByRole('textbox', { name: FIELD_LABELS.companyName }) as HTMLInputElement;
    await waitFor(() => expect(field.value).toBe(companyName));
    expect(shadow().querySelectorAll('img, b, [onerror]')).toHaveLength(0);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
  });

  it.each([
    ['a getter that throws', () => Object.defineProperty({}, 'companyName', { get: throwing, enumerable: true })],
    ['a proxy whose traps throw', () => new Proxy({}, { get: throwing, has: throwing, ownKeys: throwing })],
  ])('hands %s its own error back, then opens on the next call', async (_, make) => {
    expect(() => window.KbisWidget!.open(make())).toThrow('hostile getter');
    window.KbisWidget!.open({ companyName: 'Suivante SAS' });
    await waitFor(() =>
      expect((view().getByRole('textbox', { name: FIELD_LABELS.companyName }) as HTMLInputElement).value).toBe('Suivante SAS'),
    );
  });
});
