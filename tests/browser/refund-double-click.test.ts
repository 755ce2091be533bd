/**
 * « Rembourser » clicked twice in Chromium, the second time while the first request is on its way, through
 * the real order page, its script and the guard: the browser sends one request, and one refund is
 * recorded (the form's key would make a second request harmless; the button spares the service it).
 */
import { describe, expect, it } from 'vitest';
import { findOrderByReference } from '../../server/db/orders';
import { refundPath } from '../../server/domain/back-office-paths';
import { ORDER } from '../../server/pages/back-office/copy';
import { REFUND_PANEL } from '../../server/pages/back-office/delivery-copy';
import { formatEuro } from '../../widget/core/format';
import { storedOrder } from '../support/back-office';
import { backOfficeShop, enrolledOperator, heading } from './support/back-office-shop';
import { chromiumForThisFile } from './support/chromium';

const chromium = chromiumForThisFile();

describe('the refund form in Chromium', () => {
  const running = backOfficeShop('SQLite');

  it('sends one request for « Rembourser » clicked twice in a row', async () => {
    const { db } = running.shop.context;
    const order = await storedOrder(db, 'KF-0000000000F6', { email: 'dupont@example.fr', companyName: 'Atelier Dupont' });
    const { page, errors } = await enrolledOperator(chromium.browser, running, 'bob@example.fr', 'admin');
    await page.getByRole('link', { name: order.reference }).click();
    await heading(page, ORDER.title(order.reference)).waitFor();
    // The service answers only once the test lets it: the second click lands while the first is on its way.
    let posted = 0;
    let arrived = () => {};
    const first = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${refundPath(order.reference)}`, async (route) => {
      posted++;
      arrived();
      await released;
      await route.continue().catch(() => {});
    });

    await page.getByRole('textbox', { name: REFUND_PANEL.amountLabel }).fill('5');
    await page.getByRole('textbox', { name: REFUND_PANEL.reasonLabel }).fill('Geste pour le retard');
    const button = page.getByRole('button', { name: REFUND_PANEL.submit, exact: true });
    const box = (await button.boundingBox())!;
    await button.click({ noWaitAfter: true });
    await first;
    // The same button again, as a hand does: a locator would wait for the page the first click asked for.
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await page.getByText(REFUND_PANEL.refundedPart(formatEuro(5), formatEuro(35))).waitFor();

    expect(posted).toBe(1);
    expect(await findOrderByReference(db, order.reference)).toMatchObject({ status: 'partly_refunded', refunded_cents: 500 });
    expect(await db.selectFrom('refunds').select('amount_cents').execute()).toEqual([{ amount_cents: 500 }]);
    expect(errors).toEqual([]);
  });
});
