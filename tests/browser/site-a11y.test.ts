import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../site/routes';
import { axeViolations } from './support/axe';
import { launchChromium, VIEWPORTS } from './support/chromium';
import { serveDist } from './support/server';

let browser: Browser;
let server: Awaited<ReturnType<typeof serveDist>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchChromium(), serveDist()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const PATHS = [...routes.map((route) => route.path), '/page-inexistante'];

describe.each(Object.entries(VIEWPORTS))('axe-core at %s width', (_name, viewport) => {
  it('finds no WCAG 2.2 A/AA violation on any page', async () => {
    const page = await browser.newPage({ viewport });
    for (const path of PATHS) {
      await page.goto(server.url + path);
      expect(await axeViolations(page), path).toEqual([]);
    }
    await page.close();
  });
});

describe('axe-core on the open side menu', () => {
  it('finds no violation', async () => {
    const page = await browser.newPage({ viewport: VIEWPORTS.phone });
    await page.goto(`${server.url}/pages/cgv`);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
