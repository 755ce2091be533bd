/**
 * An order of two documents in Chromium, as people do it: the customer hands the order over from a
 * partner's page, reads each document and the total on the payment page and pays 70 €; an admin then
 * refunds the statuts alone from its line on the order page. One refund of 35 €, the Kbis still owed,
 * and the customer's email names the document with its credit note attached.
 */
import { describe, expect, it } from 'vitest';
import { orderItems } from '../../server/db/order-items';
import { findOrderByReference } from '../../server/db/orders';
import { itemName } from '../../server/domain/item-name';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';
import { REFUND } from '../../server/email/copy';
import { ORDER } from '../../server/pages/back-office/copy';
import { ITEM } from '../../server/pages/back-office/item-copy';
import { CONFIRMATION, ORDER_LINES, TEST_PAYMENT } from '../../server/pages/copy';
import { INVOICE } from '../../server/pdf/copy';
import { typeset } from '../../site/typography';
import { DOCUMENT_FIELDS, DOCUMENT_LABELS } from '../../widget/core/catalogue';
import { RECEIPT } from '../../widget/core/copy';
import { formatEuro } from '../../widget/core/format';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../../scripts/sample-order';
import { handoffForm } from '../support/handoff-form';
import { pdfText } from '../support/pdf-text';
import { backOfficeShop, enrolledOperator, heading } from './support/back-office-shop';
import { chromiumForThisFile } from './support/chromium';

const chromium = chromiumForThisFile();
const euros = (cents: number) => formatEuro(cents / 100);
const TOTAL_CENTS = 2 * ITEM_AMOUNT_CENTS;

/** A partner's page whose one button hands over `form`, as the widget's hand-off does. */
const partnerPage = (action: string, form: URLSearchParams) =>
  `<!DOCTYPE html><html lang="fr"><title>Partenaire</title><form method="post" action="${action}">${[...form]
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value.replace(/"/g, '&quot;')}">`)
    .join('')}<button>Commander</button></form></html>`;

describe('an order of the Kbis and the statuts, paid, then the statuts refunded alone', () => {
  const running = backOfficeShop('SQLite', { smtp: true });

  it('shows each document and 70 € before the payment, and refunds 35 € from the statuts’ line', async () => {
    const { db } = running.shop.context;
    const customer = await chromium.browser.newPage();
    const form = handoffForm(COMPLETE_ORDER, { documents: ['kbis', 'statuts'] });
    expect(form.getAll(DOCUMENT_FIELDS.documents)).toEqual(['kbis', 'statuts']);
    await customer.setContent(partnerPage(`${running.shop.url}${HANDOFF_PATH}`, form));
    await customer.getByRole('button', { name: 'Commander' }).click();

    await customer.getByRole('heading', { level: 1, name: typeset(TEST_PAYMENT.title) }).waitFor();
    const lines = customer.getByRole('table', { name: ORDER_LINES.caption });
    for (const label of [DOCUMENT_LABELS.kbis, DOCUMENT_LABELS.statuts])
      await expect(lines.getByRole('row', { name: `${label} ${euros(ITEM_AMOUNT_CENTS)}`, exact: true }).count()).resolves.toBe(1);
    await expect(lines.getByRole('row', { name: `${typeset(RECEIPT.total)} ${euros(TOTAL_CENTS)}`, exact: true }).count()).resolves.toBe(1);
    await customer.getByRole('button', { name: typeset(TEST_PAYMENT.pay(TOTAL_CENTS)) }).click();
    await customer.getByRole('heading', { level: 1, name: CONFIRMATION.title }).waitFor();
    const paidLines = customer.getByRole('table', { name: ORDER_LINES.caption });
    await expect(
      paidLines.getByRole('row', { name: `${typeset(CONFIRMATION.testTotal)} ${euros(TOTAL_CENTS)}`, exact: true }).count(),
    ).resolves.toBe(1);
    const reference = (await customer.locator('.shop-summary strong').first().textContent())!;
    expect(await findOrderByReference(db, reference)).toMatchObject({ status: 'paid', amount_cents: TOTAL_CENTS });

    const { page, errors } = await enrolledOperator(chromium.browser, running, 'admin@example.fr', 'admin');
    await page.getByRole('link', { name: reference }).click();
    await heading(page, ORDER.title(reference)).waitFor();
    const [kbis, statuts] = await orderItems(db, reference);
    const line = page.getByRole('region', { name: typeset(itemName(statuts!)) });
    await line.getByRole('textbox', { name: typeset(ITEM.refundReasonLabel(itemName(statuts!))) }).fill('Statuts introuvables au registre');
    await line.getByRole('button', { name: typeset(ITEM.refund(euros(ITEM_AMOUNT_CENTS))) }).click();
    await heading(page, ORDER.title(reference)).waitFor();
    await page
      .getByRole('region', { name: typeset(itemName(statuts!)) })
      .getByText(ITEM.states.refunded)
      .waitFor();

    expect(await findOrderByReference(db, reference)).toMatchObject({ status: 'partly_refunded', refunded_cents: ITEM_AMOUNT_CENTS });
    expect((await orderItems(db, reference)).map((item) => [item.id, item.state])).toEqual([
      [kbis!.id, 'to_send'],
      [statuts!.id, 'refunded'],
    ]);
    expect(await db.selectFrom('refunds').select(['amount_cents', 'item_id']).execute()).toEqual([
      { amount_cents: ITEM_AMOUNT_CENTS, item_id: statuts!.id },
    ]);

    const deadline = Date.now() + 15_000;
    let email = running.received.find((mail) => mail.subject?.includes(REFUND.subject(reference)));
    while (!email && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      email = running.received.find((mail) => mail.subject?.includes(REFUND.subject(reference)));
    }
    expect(email?.text).toContain(REFUND.document(itemName(statuts!), euros(ITEM_AMOUNT_CENTS)));
    const creditNote = (await pdfText(new Uint8Array(email!.attachments[0]!.content))).replace(/\u00a0/g, ' ');
    expect(creditNote).toContain(INVOICE.creditItem.document(itemName(statuts!), reference).replace(/\u00a0/g, ' '));
    expect(errors).toEqual([]);
  });
});
