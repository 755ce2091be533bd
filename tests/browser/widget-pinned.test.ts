import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cspHeader, cspViolations, recordCspViolations } from './support/hostile-pages';
import { closeContextsAfterEach } from './support/chromium';
import { openPartnerPage, orderFromStep1, startEmbed } from './support/partner-browser';

/** dist/widget.json, written by the build: the versioned file and its integrity. */
const MANIFEST: { version: string; file: string; integrity: string } = JSON.parse(
  readFileSync(new URL('../../dist/widget.json', import.meta.url), 'utf8'),
);

const pinnedTag = (origin: string, integrity: string) =>
  `<script src="${origin}${MANIFEST.file}" integrity="${integrity}" crossorigin="anonymous" defer></script>`;

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => {
    const origin = new URL(widgetUrl).origin;
    return {
      pinned: {
        bodyEnd: pinnedTag(origin, MANIFEST.integrity),
        headers: { 'Content-Security-Policy': cspHeader(widgetUrl) },
      },
      tampered: { bodyEnd: pinnedTag(origin, `sha384-${createHash('sha384').update('autre contenu').digest('base64')}`) },
    };
  });
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

describe('the pinned snippet with Subresource Integrity', () => {
  it('loads the versioned widget from another origin under a strict CSP and takes a whole order', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/pinned`, {
      prepare: (c) => c.addInitScript(recordCspViolations),
    });
    await expect(page.evaluate(() => window.KbisWidget!.version)).resolves.toBe(MANIFEST.version);
    await page.locator('#label-trigger').click();
    await orderFromStep1(page);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });

  it('refuses a file whose bytes do not match the integrity: the page keeps working without the widget', async () => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/tampered`, { waitForWidget: false });
    const console: string[] = [];
    page.on('console', (message) => console.push(message.text()));
    await page.reload({ waitUntil: 'load' });
    await expect.poll(() => console.some((text) => /integrity/i.test(text))).toBe(true);
    await expect(page.evaluate(() => 'KbisWidget' in window)).resolves.toBe(false);
    await page.locator('#label-trigger').click();
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);
  });
});
