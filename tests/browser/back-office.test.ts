/**
 * The back office in Chromium, on SQLite and PostgreSQL: an operator enrols from the address the
 * command prints, with the DevTools protocol's virtual authenticator as its device, signs in and
 * out, lists and opens orders and writes a note; a stranger and a cross-origin POST are refused;
 * axe finds nothing at 375 and 1280 px. The shop runs at http://localhost (passkeys refuse IPs).
 */
import { describe, expect, it } from 'vitest';
import { listEvents } from '../../server/db/events';
import { BO } from '../../server/domain/back-office-paths';
import { ENROL, FRAME, LIST, NAV, ORDER, SIGN_IN } from '../../server/pages/back-office/copy';
import { typeset } from '../../site/typography';
import { storedOrder } from '../support/back-office';
import { backOfficeShop, enrolledOperator, expectNoAxeViolations, heading, operatorDevice } from './support/back-office-shop';
import { chromiumForThisFile } from './support/chromium';

const chromium = chromiumForThisFile();

describe.each(['SQLite', 'PostgreSQL'] as const)('the back office in Chromium on %s', (kind) => {
  const running = backOfficeShop(kind);

  it('enrols, signs in and out, lists, opens an order and writes a note, with no error and nothing for axe', async () => {
    const order = await storedOrder(running.shop.context.db, 'KF-0000000000A1', { companyName: 'Menuiserie Durand' });
    const { page, errors } = await operatorDevice(chromium.browser);

    await page.goto(await running.enrolmentAddress('alice@example.fr', 'admin'));
    await heading(page, ENROL.title).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: typeset(ENROL.button) }).click();
    await heading(page, NAV.toSend).waitFor();
    expect(new URL(page.url()).pathname).toBe(BO.home);
    // The back office's own stylesheet applies: its views are a row of links, not a bulleted list.
    expect(
      await page
        .getByRole('navigation', { name: FRAME.navLabel })
        .getByRole('list')
        .evaluate((list) => getComputedStyle(list).listStyleType),
    ).toBe('none');
    await expectNoAxeViolations(page);

    const link = page.getByRole('link', { name: order.reference });
    await expect(page.getByRole('searchbox', { name: LIST.searchLabel }).count()).resolves.toBe(1);
    await link.click();
    await heading(page, ORDER.title(order.reference)).waitFor();
    await expect(page.getByText('Menuiserie Durand').count()).resolves.toBeGreaterThan(0);
    await expect(page.getByRole('heading', { name: ORDER.historyHeading, exact: true }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    await page.getByRole('textbox', { name: ORDER.noteLabel }).fill('Extrait commandé sur infogreffe.fr');
    await page.getByRole('button', { name: ORDER.noteButton }).click();
    await page.getByRole('cell', { name: /Extrait commandé sur infogreffe\.fr/ }).waitFor();
    const note = (await listEvents(running.shop.context.db, order.reference)).at(-1);
    expect(note).toMatchObject({ kind: 'note', actor: 'alice@example.fr' });

    await page.getByRole('button', { name: FRAME.signOut }).click();
    await heading(page, SIGN_IN.title).waitFor();
    await page.goto(`${running.shop.url}${BO.home}`);
    await heading(page, SIGN_IN.title).waitFor();
    await expectNoAxeViolations(page);

    // By keyboard: the sign-in button focused and pressed.
    await page.getByRole('button', { name: typeset(SIGN_IN.button) }).focus();
    await page.keyboard.press('Enter');
    await heading(page, NAV.toSend).waitFor();
    expect(errors).toEqual([]);
  });

  it('sends a stranger to sign in, and refuses a cross-origin POST (403) without changing anything', async () => {
    const order = await storedOrder(running.shop.context.db, 'KF-0000000000B2');
    const page = await chromium.browser.newPage();
    await page.goto(`${running.shop.url}${BO.order(order.reference)}`);
    expect(new URL(page.url()).pathname).toBe(BO.signIn);

    await page.route('http://ailleurs.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Ailleurs</title><form method="post" action="${running.shop.url}${BO.note(order.reference)}"><input name="note" value="intrus"><button>Envoyer</button></form>`,
      }),
    );
    await page.goto('http://ailleurs.test/');
    const [response] = await Promise.all([
      page.waitForResponse(`${running.shop.url}${BO.note(order.reference)}`),
      page.getByRole('button', { name: 'Envoyer' }).click(),
    ]);
    expect(response.status()).toBe(403);
    expect((await listEvents(running.shop.context.db, order.reference)).map((event) => event.kind)).toEqual(['created', 'paid']);
  });

  it('offers a fulfiller no « Rembourser »', async () => {
    const order = await storedOrder(running.shop.context.db, 'KF-0000000000C3');
    const { page, errors } = await enrolledOperator(chromium.browser, running, 'bob@example.fr', 'fulfiller');
    await page.goto(`${running.shop.url}${BO.order(order.reference)}`);
    await heading(page, ORDER.title(order.reference)).waitFor();
    await expect(page.getByRole('button', { name: 'Rembourser' }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: ORDER.noteButton }).count()).resolves.toBe(1);
    expect(errors).toEqual([]);
  });
});
