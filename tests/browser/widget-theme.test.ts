/**
 * The partner's theme: the five `--kbis-*` custom properties, read from the host page
 * through the shadow root, and nothing else; and the funnel signal `kbis:invalid`. Every page here
 * is on another origin than the widget, under the strict CSP of the partner tests.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BRAND_COLOR } from '../../widget/core/offer';
import { BUTTONS, MESSAGES, OFFICIAL_ROUTE, STEP_INTROS } from '../../widget/core/copy';
import { EVENTS, HOST_TAG, THEME_PROPERTIES } from '../../widget/core/contract';
import { COMPLETE_ORDER, COMPLETE_ORDER_EVENTS } from '../fixtures/orders';
import { rgb } from '../support/colour';
import { axeViolations } from './support/axe';
import { VIEWPORTS, closeContextsAfterEach } from './support/chromium';
import { cspHeader, cspViolations, recordCspViolations } from './support/hostile-pages';
import { button, fill, openPartnerPage, recordWidgetEvents, startEmbed, widgetEvents, widgetTag } from './support/partner-browser';

/** A theme a partner might pick: every colour with 4.5:1 or more against what sits on it. */
const THEME = {
  accent: '#7c2d12',
  accentText: '#fffbeb',
  confirm: '#14532d',
  radius: '3px',
  font: 'Georgia, serif',
} as const;

const declarations = (theme: Partial<Record<keyof typeof THEME_PROPERTIES, string>>) =>
  Object.entries(theme)
    .map(([name, value]) => `${THEME_PROPERTIES[name as keyof typeof THEME_PROPERTIES]}: ${value};`)
    .join(' ');

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => {
    const strict = { bodyEnd: widgetTag(widgetUrl), headers: { 'Content-Security-Policy': cspHeader(widgetUrl) } };
    return {
      plain: strict,
      themed: { ...strict, css: `:root { ${declarations(THEME)} }` },
      // Set on <body>, an ancestor of the host, and the page's own font and colours around it.
      'themed-body': { ...strict, css: `body { ${declarations({ accent: THEME.accent })} font: 20px cursive; color: #f0f; }` },
    };
  });
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

async function openOn(name: string, viewport: { width: number; height: number } = VIEWPORTS.desktop) {
  const opened = await openPartnerPage(embed.browser, `${embed.partnerUrl}/${name}`, {
    viewport,
    prepare: (context) => Promise.all([recordWidgetEvents(context, Object.values(EVENTS)), context.addInitScript(recordCspViolations)]),
  });
  return opened.page;
}

/** Précédent, then Suivant or Confirmer: the footer is the form's last part. */
const FOOTER_BUTTONS = 'form > div:last-child > button';

/** Computed styles inside the widget's shadow root, each of the first element a selector matches. */
function computed(page: Page, reads: Record<string, [selector: string, property: string]>) {
  return page.evaluate(
    ({ tag, reads }) => {
      const root = document.querySelector(tag)!.shadowRoot!;
      return Object.fromEntries(
        Object.entries(reads).map(([key, [selector, property]]) => {
          const element = root.querySelector(selector);
          if (!element) throw new Error(`absent : ${selector}`);
          return [key, getComputedStyle(element).getPropertyValue(property)];
        }),
      );
    },
    { tag: HOST_TAG, reads },
  );
}

/** What the theme reaches on step 1, the field focused (its focus ring drawn), with the error notice up. */
async function step1Styles(page: Page) {
  await page.locator('#label-trigger').click();
  await button(page, 'next').click();
  await page.getByRole('alert').getByText(MESSAGES.companyNameMissing).waitFor();
  return computed(page, {
    nextBackground: ['button[type="submit"]', 'background-color'],
    nextText: ['button[type="submit"]', 'color'],
    nextRadius: ['button[type="submit"]', 'border-top-left-radius'],
    previousRadius: [FOOTER_BUTTONS, 'border-bottom-right-radius'],
    currentStep: ['[aria-current] > :first-child', 'background-color'],
    currentStepText: ['[aria-current] > :first-child', 'color'],
    fieldRadius: ['input', 'border-top-right-radius'],
    focusedFieldBorder: ['input:focus', 'border-top-color'],
    dialogRadius: ['dialog', 'border-top-left-radius'],
    dialogFont: ['dialog', 'font-family'],
    noticeFont: ['[role="alert"]', 'font-family'],
  });
}

async function confirmStyles(page: Page) {
  await fill(page, COMPLETE_ORDER.company);
  await button(page, 'next').click();
  await fill(page, COMPLETE_ORDER.billing);
  await button(page, 'next').click();
  await page.getByText(STEP_INTROS[3]!).waitFor();
  return computed(page, {
    confirmBackground: [`${FOOTER_BUTTONS}:last-child`, 'background-color'],
    confirmText: [`${FOOTER_BUTTONS}:last-child`, 'color'],
    link: ['a', 'color'],
  });
}

describe('theming with the --kbis-* custom properties', () => {
  it('keeps today’s look on a page that sets none', async () => {
    const page = await openOn('plain');
    await expect(step1Styles(page)).resolves.toEqual({
      nextBackground: rgb(BRAND_COLOR),
      nextText: 'rgb(255, 255, 255)',
      nextRadius: '8px',
      previousRadius: '8px',
      currentStep: rgb(BRAND_COLOR),
      currentStepText: 'rgb(255, 255, 255)',
      fieldRadius: '8px',
      focusedFieldBorder: rgb(BRAND_COLOR),
      dialogRadius: '12px',
      dialogFont: 'system-ui, sans-serif',
      noticeFont: 'system-ui, sans-serif',
    });
    await expect(confirmStyles(page)).resolves.toEqual({
      confirmBackground: 'rgb(21, 128, 61)',
      confirmText: 'rgb(255, 255, 255)',
      link: rgb(BRAND_COLOR),
    });
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it('takes exactly the values a page sets on :root, on the matching elements, under its strict CSP', async () => {
    const page = await openOn('themed');
    await expect(step1Styles(page)).resolves.toEqual({
      nextBackground: rgb(THEME.accent),
      nextText: rgb(THEME.accentText),
      nextRadius: THEME.radius,
      previousRadius: THEME.radius,
      currentStep: rgb(THEME.accent),
      currentStepText: rgb(THEME.accentText),
      fieldRadius: THEME.radius,
      focusedFieldBorder: rgb(THEME.accent),
      dialogRadius: THEME.radius,
      dialogFont: THEME.font,
      noticeFont: THEME.font,
    });
    await expect(confirmStyles(page)).resolves.toEqual({
      confirmBackground: rgb(THEME.confirm),
      confirmText: 'rgb(255, 255, 255)',
      link: rgb(THEME.accent),
    });
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it('draws the focus ring of buttons and links in the accent colour', async () => {
    const page = await openOn('themed');
    await page.locator('#label-trigger').click();
    await page.getByRole('button', { name: BUTTONS.close }).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(computed(page, { ring: ['button:focus-visible', 'outline-color'] })).resolves.toEqual({ ring: rgb(THEME.accent) });
  });

  it('reads the properties from any ancestor of the widget, and nothing else of the page’s CSS', async () => {
    const page = await openOn('themed-body');
    await page.locator('#label-trigger').click();
    await expect(
      computed(page, {
        next: ['button[type="submit"]', 'background-color'],
        font: ['dialog', 'font-family'],
        size: ['dialog', 'font-size'],
        text: ['dialog', 'color'],
      }),
    ).resolves.toEqual({ next: rgb(THEME.accent), font: 'system-ui, sans-serif', size: '16px', text: 'rgb(17, 24, 39)' });
  });

  it.each(Object.entries(VIEWPORTS))('has no axe violation with a theme applied, at %s size', async (_, viewport) => {
    const page = await openOn('themed', viewport);
    await page.locator('#label-trigger').click();
    expect(await axeViolations(page), 'step 1').toEqual([]);
    await confirmStyles(page);
    await page.getByRole('link', { name: OFFICIAL_ROUTE.link }).waitFor();
    expect(await axeViolations(page), 'step 3').toEqual([]);
  });
});

describe('kbis:invalid', () => {
  it('fires each time Suivant is refused, naming the empty required fields, on step 1 and step 2, never on Précédent', async () => {
    const page = await openOn('plain');
    await page.locator('#label-trigger').click();
    await button(page, 'next').click();
    await page.getByRole('alert').getByText(MESSAGES.companyNameMissing).waitFor();
    await fill(page, COMPLETE_ORDER.company);
    await button(page, 'next').click();
    await fill(page, { lastName: COMPLETE_ORDER.billing.lastName });
    await button(page, 'next').click();
    await page.getByRole('alert').getByText(MESSAGES.billingFieldsMissing).waitFor();
    await button(page, 'previous').click();
    await button(page, 'next').click();
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'next').click();
    await button(page, 'confirm').click();
    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();

    const [open, step1, step2, step3, confirm, close] = COMPLETE_ORDER_EVENTS;
    await expect(widgetEvents(page)).resolves.toEqual([
      open,
      step1,
      { type: EVENTS.invalid, detail: { step: 1, missing: ['companyName'] } },
      step2,
      { type: EVENTS.invalid, detail: { step: 2, missing: ['firstName', 'email'] } },
      step1,
      step2,
      step3,
      confirm,
      close,
    ]);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });
});
