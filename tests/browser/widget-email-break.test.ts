import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { RECEIPT, STEP_INTROS } from '../../widget/core/copy';
import { HOST_TAG } from '../../widget/core/contract';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { VIEWPORTS } from './support/chromium';
import { partnerPageForThisFile } from './support/partner-flow';
import { button, fill } from './support/partner-browser';

const openPartner = partnerPageForThisFile();

/**
 * The lines an address is drawn on in the element of the dialog whose text is `before` + `email`:
 * each character's box, read through a Range, goes with the line whose top it shares.
 */
function emailLines(page: Page, host: string, before: string, email: string): Promise<string[]> {
  return page.evaluate(
    ({ host, before, email }) => {
      const root = document.querySelector(host)!.shadowRoot!;
      const element = [...root.querySelectorAll('p, dd')].find((each) => each.textContent === before + email)!;
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      const characters: Array<{ character: string; top: number }> = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode())
        for (let index = 0; index < node.textContent!.length; index++) {
          const range = document.createRange();
          range.setStart(node, index);
          range.setEnd(node, index + 1);
          characters.push({ character: node.textContent![index]!, top: Math.round(range.getBoundingClientRect().top) });
        }
      const lines = new Map<number, string>();
      for (const { character, top } of characters.slice(before.length)) lines.set(top, (lines.get(top) ?? '') + character);
      return [...lines.values()];
    },
    { host, before, email },
  );
}

/** Where the last step shows the address: after the receipt's words, and alone in the summary. */
const PLACES = { receipt: RECEIPT.sentTo, summary: '' } as const;

describe('an email address on the last step, at 375 px', () => {
  it.each<[string, Array<keyof typeof PLACES>]>([
    // Too long for the receipt's line after its words; it broke at its dot: « camille / .martin-dubois@… ».
    ['camille.martin-dubois@cabinet-lyon.fr', ['receipt']],
    // Too long for the summary's value column, each part shorter; it broke at the domain's hyphen.
    ['zoe@cabinet-lyon.fr', ['receipt', 'summary']],
  ])('breaks %s at its « @ » or not at all (%j)', async (email, places) => {
    const { page } = await openPartner(VIEWPORTS.phone);
    await page.locator('#label-trigger').click();
    await fill(page, COMPLETE_ORDER.company);
    await button(page, 'next').click();
    await fill(page, { ...COMPLETE_ORDER.billing, email });
    await button(page, 'next').click();
    await page.getByText(STEP_INTROS[3]!).waitFor();
    await expect(page.getByRole('definition').filter({ hasText: email }).isVisible()).resolves.toBe(true);

    const at = email.indexOf('@');
    for (const place of places) {
      const lines = await emailLines(page, HOST_TAG, PLACES[place], email);
      // Broken, or the test would prove nothing; at the « @ » only.
      expect({ place, lines }).toEqual({ place, lines: [email.slice(0, at), email.slice(at)] });
    }
  });
});
