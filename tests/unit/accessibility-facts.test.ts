import { describe, expect, it } from 'vitest';
import { TESTED_WIDTHS_PX, WCAG_VERSION } from '../../site/data/accessibility';
import { WCAG_TAGS } from '../browser/support/axe';
import { VIEWPORTS } from '../browser/support/chromium';

describe('what the accessibility statement says was checked', () => {
  it('is what the browser tests check: the widths axe-core runs at and the WCAG version of its rules', () => {
    expect(TESTED_WIDTHS_PX).toEqual(Object.values(VIEWPORTS).map((viewport) => viewport.width));
    expect(WCAG_TAGS).toContain(`wcag${WCAG_VERSION.replace('.', '')}aa`);
  });
});
