import { fireEvent, waitFor, within } from '@testing-library/preact';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_LABELS } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { loadWidget } from './support/load-widget';

const host = () => document.querySelector(HOST_TAG);
const view = () => within(host()!.shadowRoot! as unknown as HTMLElement);
const dialog = () => host()!.shadowRoot!.querySelector('dialog')!;
const companyName = () => view().getByRole('textbox', { name: FIELD_LABELS.companyName }) as HTMLInputElement;

beforeAll(() => loadWidget());
afterEach(() => window.KbisWidget!.close());

describe("the widget's host element", () => {
  it('is not created by a close before the first open', () => {
    window.KbisWidget!.close();
    expect(host()).toBeNull();
  });

  it('is put back when a single-page app rewrote <body> while the dialog was closed', async () => {
    window.KbisWidget!.open();
    await waitFor(() => expect(dialog().open).toBe(true));
    window.KbisWidget!.close();
    await waitFor(() => expect(dialog().open).toBe(false));
    const removed = host()!;
    document.body.replaceChildren();
    window.KbisWidget!.open({ companyName: 'Retour SAS' });
    expect(host()).toBe(removed);
    expect(removed.parentElement).toBe(document.body);
    await waitFor(() => expect(companyName().value).toBe('Retour SAS'));
    expect(dialog().open).toBe(true);
  });

  it('comes back with the order in progress when removed while the dialog was open', async () => {
    window.KbisWidget!.open();
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.input(companyName(), { target: { value: 'En cours SAS' } });
    document.body.replaceChildren();
    window.KbisWidget!.open({ companyName: 'Autre SAS' });
    expect(host()!.parentElement).toBe(document.body);
    expect(dialog().open).toBe(true);
    await waitFor(() => expect(companyName().value).toBe('En cours SAS'));
  });

  it('keeps the order in progress when opened again while open', async () => {
    window.KbisWidget!.open();
    await waitFor(() => expect(dialog().open).toBe(true));
    fireEvent.input(companyName(), { target: { value: 'Déjà SAS' } });
    window.KbisWidget!.open({ companyName: 'Autre SAS' });
    await waitFor(() => expect(dialog().open).toBe(true));
    expect(companyName().value).toBe('Déjà SAS');
  });
});
