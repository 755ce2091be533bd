/**
 * The back office's layout shows its words as written (it does not typeset the page, so that the orders'
 * data stays exactly as typed): every string of its copy modules must already be typeset.
 */
import { describe, expect, it } from 'vitest';
import * as pages from '../../server/pages/back-office/copy';
import * as delivery from '../../server/pages/back-office/delivery-copy';
import { typeset } from '../../site/typography';

/** Every string a copy value holds, with where it is; a function is called with a date for each argument. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function') return stringsOf(value(...Array(value.length).fill('2026-12-01')), `${path}()`);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => stringsOf(inner, `${path}.${key}`));
  return [];
}

describe.each([
  ['copy', pages],
  ['delivery-copy', delivery],
])('the back office’s %s', (_name, module) => {
  it('holds only typeset French: typographic apostrophes, non-breaking spaces before « : ; ! ? »', () => {
    const strings = stringsOf(module, '');
    expect(strings.length).toBeGreaterThan(10);
    expect(strings.filter(([, text]) => typeset(text) !== text)).toEqual([]);
  });
});
