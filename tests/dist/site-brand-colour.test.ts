import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BRAND_COLOR } from '../../widget/core/offer';
import { readBuilt } from '../support/built-pages';

describe('the brand colour', () => {
  it('reaches the built stylesheet as --blue, from the brand module', () => {
    const [stylesheet] = readdirSync(new URL('../../dist/assets/', import.meta.url)).filter((file) => file.endsWith('.css'));
    const css = readBuilt(`assets/${stylesheet}`).toString('utf8');
    expect(css.replace(/\s/g, '')).toContain(`--blue:${BRAND_COLOR}`);
  });

  it('is the widget’s and the favicon’s', () => {
    expect(readBuilt('widget.js').toString('utf8')).toContain(BRAND_COLOR);
    expect(readBuilt('favicon.svg').toString('utf8')).toContain(`fill="${BRAND_COLOR}"`);
  });
});
