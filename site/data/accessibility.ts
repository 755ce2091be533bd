/**
 * What the accessibility statement (/pages/accessibilite) says was checked: the facts of the
 * project's own tests, held here so that a test can hold the statement to them (the widths axe-core
 * runs at, the WCAG version of its rules, the screen readers run or not).
 */

export const ACCESSIBILITY_PATH = '/pages/accessibilite';

/** The WCAG version whose A and AA rules axe-core applies (tests/browser/support/axe.ts). */
export const WCAG_VERSION = '2.2';

/** The page widths, in CSS pixels, at which every page and every step of the dialog is checked (tests/browser/support/chromium.ts). */
export const TESTED_WIDTHS_PX = [375, 1280] as const;

/** The screen reader and browser of tests/screen-reader. */
export const SCREEN_READER_TESTED = { reader: 'Orca 43', browser: 'Firefox ESR', system: 'Linux' } as const;

/** Screen readers that do not run on the test machines: what they say is not checked. */
export const SCREEN_READERS_UNTESTED = ['NVDA', 'JAWS', 'VoiceOver'] as const;
