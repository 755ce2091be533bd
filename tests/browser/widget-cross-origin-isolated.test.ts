/**
 * A partner page that is cross-origin isolated (`Cross-Origin-Embedder-Policy: require-corp`, as
 * apps using SharedArrayBuffer or WebAssembly threads set it) loads only what opts in: widget.js
 * from the plain snippet, fetched without CORS, needs `Cross-Origin-Resource-Policy: cross-origin`.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS } from '../../widget/core/contract';
import { COMPLETE_ORDER_EVENTS } from '../fixtures/orders';
import { closeContextsAfterEach } from './support/chromium';
import { cspViolations, recordCspViolations } from './support/hostile-pages';
import { openPartnerPage, orderFromStep1, recordWidgetEvents, startEmbed, widgetTag } from './support/partner-browser';

const MANIFEST: { file: string; integrity: string } = JSON.parse(readFileSync(new URL('../../dist/widget.json', import.meta.url), 'utf8'));
const ISOLATED = { 'Cross-Origin-Embedder-Policy': 'require-corp', 'Cross-Origin-Opener-Policy': 'same-origin' };

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({
    plain: { bodyEnd: widgetTag(widgetUrl), headers: ISOLATED },
    pinned: {
      bodyEnd: `<script src="${new URL(widgetUrl).origin}${MANIFEST.file}" integrity="${MANIFEST.integrity}" crossorigin="anonymous" defer></script>`,
      headers: ISOLATED,
    },
  }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

describe('a cross-origin isolated partner page of another origin', () => {
  it.each([
    ['the plain snippet', 'plain'],
    ['the pinned snippet with integrity', 'pinned'],
  ])('loads the widget from %s and takes a whole order', async (_, name) => {
    const { page } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/${name}`, {
      prepare: async (context) => {
        await context.addInitScript(recordCspViolations);
        await recordWidgetEvents(context, Object.values(EVENTS));
      },
    });
    await expect(page.evaluate(() => crossOriginIsolated)).resolves.toBe(true);
    await page.locator('#label-trigger').click();
    await page.getByRole('dialog').waitFor();
    await orderFromStep1(page);
    await expect(page.evaluate(() => (window as unknown as { kbisEvents: unknown[] }).kbisEvents)).resolves.toEqual(COMPLETE_ORDER_EVENTS);
    await expect(cspViolations(page)).resolves.toEqual([]);
  });
});
