import { describe, expect, it } from 'vitest';
import { NOT_FOUND_TITLE } from '../../site/config';
import { VIEWPORTS } from './support/chromium';
import { siteForThisFile } from './support/site';

const site = siteForThisFile();

describe('unknown paths', () => {
  it('get the 404 page with status 404, a warning naming the path and a way home', async () => {
    const page = await site.browser.newPage({ viewport: VIEWPORTS.phone });
    const messages: Array<{ type: string; text: string }> = [];
    page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
    const response = await page.goto(`${site.url}/pages/nexiste-pas`);
    expect(response?.status()).toBe(404);
    await expect(page.title()).resolves.toBe(NOT_FOUND_TITLE);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(NOT_FOUND_TITLE);
    await page.waitForFunction(() => document.readyState === 'complete');
    expect(messages.filter((message) => message.type === 'warning').map((message) => message.text)).toEqual([
      expect.stringContaining('/pages/nexiste-pas'),
    ]);
    // The browser's own "failed to load resource" line for the 404 document is the only error.
    expect(messages.filter((message) => message.type === 'error' && !/status of 404/.test(message.text))).toEqual([]);

    await page.getByRole('main').getByRole('link', { name: 'Retour à l’accueil' }).click();
    await page.waitForURL(`${site.url}/`);
  });

  it('is short, yet ends with its footer at the bottom of a large window', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${site.url}/pages/nexiste-pas`);
    const footerBottom = await page.getByRole('contentinfo').evaluate((footer) => footer.getBoundingClientRect().bottom);
    expect(footerBottom).toBe(900);
  });

  it('serves every route without a trailing slash with status 200', async () => {
    for (const path of ['/', '/pages/cgv', '/pages/mentions-legales']) {
      expect((await fetch(site.url + path)).status, path).toBe(200);
    }
    expect((await fetch(`${site.url}/pages/cgv/inconnue`)).status).toBe(404);
  });
});
