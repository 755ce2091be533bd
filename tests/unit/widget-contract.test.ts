import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ORDER_BUTTON_LABEL } from '../../widget/core/copy';
import { EVENTS, PARTNER_ATTRIBUTE, THEME_PROPERTIES, TRIGGER_ATTRIBUTES, WIDGET_VERSION, isOrderLabel } from '../../widget/core/contract';

describe('the public contract', () => {
  it('names the events, trigger and partner attributes and theme properties as documented', () => {
    expect(EVENTS).toEqual({ open: 'kbis:open', step: 'kbis:step', invalid: 'kbis:invalid', close: 'kbis:close', confirm: 'kbis:confirm' });
    expect(TRIGGER_ATTRIBUTES).toEqual({ order: 'data-kbis-order', company: 'data-kbis-company', siret: 'data-kbis-siret' });
    expect(PARTNER_ATTRIBUTE).toBe('data-kbis-partner');
    expect(Object.values(THEME_PROPERTIES)).toEqual([
      '--kbis-accent',
      '--kbis-accent-text',
      '--kbis-confirm',
      '--kbis-radius',
      '--kbis-font',
    ]);
  });

  it('reports the package version', () => {
    expect(WIDGET_VERSION).toBe(JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')).version);
  });

  it.each([
    [ORDER_BUTTON_LABEL, true],
    [ORDER_BUTTON_LABEL.toUpperCase(), true],
    [ORDER_BUTTON_LABEL.toLowerCase(), true],
    [`\n  ${ORDER_BUTTON_LABEL.replace(/ /g, ' \t ')}  `, true],
    [`${ORDER_BUTTON_LABEL}\u00a0`, true],
    [`${ORDER_BUTTON_LABEL}s`, false],
    [ORDER_BUTTON_LABEL.replace(/ /g, ''), false],
    ['', false],
  ])('treats the text %j as the order label: %s', (text, expected) => {
    expect(isOrderLabel(text)).toBe(expected);
  });
});
