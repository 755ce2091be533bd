import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../widget/core/copy';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { closeContextsAfterEach } from './support/chromium';
import { button, fill, openPartnerPage, painted, startEmbed, widgetTag } from './support/partner-browser';

let embed: Awaited<ReturnType<typeof startEmbed>>;
beforeAll(async () => {
  embed = await startEmbed((widgetUrl) => ({ partner: { bodyEnd: widgetTag(widgetUrl) } }));
});
closeContextsAfterEach(() => embed?.browser);
afterAll(() => embed?.close());

describe('privacy', () => {
  it('makes no request and writes no cookie or storage from opening to confirming', async () => {
    const { page, context, requests } = await openPartnerPage(embed.browser, `${embed.partnerUrl}/partner`, {
      prepare: (c) =>
        c.addInitScript(() => {
          const writes: string[] = [];
          Object.defineProperty(window, 'storageWrites', { value: writes });
          const spy = <T extends object>(target: T, method: keyof T, label: string) => {
            const original = target[method] as (...args: unknown[]) => unknown;
            target[method] = function (this: unknown, ...args: unknown[]) {
              writes.push(label);
              return original.apply(this, args);
            } as T[keyof T];
          };
          for (const method of ['setItem', 'removeItem', 'clear'] as const) spy(Storage.prototype, method, `storage.${method}`);
          spy(IDBFactory.prototype, 'open', 'indexedDB.open');
          if ('caches' in window) spy(CacheStorage.prototype, 'open', 'caches.open');
          const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
          Object.defineProperty(Document.prototype, 'cookie', {
            configurable: true,
            get() {
              return cookie.get!.call(this);
            },
            set(value) {
              writes.push('cookie');
              cookie.set!.call(this, value);
            },
          });
        }),
    });
    await page.waitForLoadState('load');
    const pageLoad = [...requests];
    const expected = [`${embed.partnerUrl}/partner`, `${embed.partnerUrl}/partner.css`, embed.widgetUrl, `${embed.partnerUrl}/favicon.ico`];
    expect(pageLoad.filter((url) => !expected.includes(url))).toEqual([]);

    await page.locator('#label-trigger').click();
    await button(page, 'next').click();
    await fill(page, COMPLETE_ORDER.company);
    await button(page, 'next').click();
    await fill(page, COMPLETE_ORDER.billing);
    await button(page, 'previous').click();
    await button(page, 'next').click();
    await button(page, 'next').click();
    await button(page, 'confirm').click();
    await page.getByRole('status').getByText(MESSAGES.orderConfirmed).waitFor();
    await page.locator('#label-trigger').click();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await painted(page);

    expect(requests.slice(pageLoad.length)).toEqual([]);
    await expect(page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites)).resolves.toEqual([]);
    await expect(page.evaluate(() => [document.cookie, localStorage.length, sessionStorage.length])).resolves.toEqual(['', 0, 0]);
    await expect(page.evaluate(async () => (await indexedDB.databases()).length)).resolves.toBe(0);
    await expect(context.cookies()).resolves.toEqual([]);
  });
});
