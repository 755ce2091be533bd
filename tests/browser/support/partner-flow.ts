/**
 * The plain partner page of the order-flow tests, on another origin than the widget, recording the
 * widget's events; one Chromium for the calling test file.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { STEP_INTROS } from '../../../widget/core/copy';
import { EVENTS } from '../../../widget/core/contract';
import { closeContextsAfterEach, VIEWPORTS } from './chromium';
import { field, openPartnerPage, recordWidgetEvents, startEmbed, widgetTag } from './partner-browser';

export function partnerPageForThisFile() {
  let embed: Awaited<ReturnType<typeof startEmbed>>;
  beforeAll(async () => {
    embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
  });
  closeContextsAfterEach(() => embed?.browser);
  afterAll(() => embed?.close());
  /** A fresh context on the partner page, at `viewport`. */
  return (viewport: { width: number; height: number } = VIEWPORTS.desktop) =>
    openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, {
      viewport,
      prepare: (context) => recordWidgetEvents(context, Object.values(EVENTS)),
    });
}

export const dialog = (page: Page) => page.getByRole('dialog');
export const isOpen = (page: Page) => dialog(page).isVisible();

/** The dialog is open on an empty step 1. */
export async function expectStep1Empty(page: Page) {
  await dialog(page).waitFor();
  await expect(field(page, 'companyName').inputValue()).resolves.toBe('');
  await expect(page.getByText(STEP_INTROS[1]!).isVisible()).resolves.toBe(true);
}
