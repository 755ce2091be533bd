/**
 * The shop's journey in each engine other than Chromium (whose own is tests/browser/shop-journey.test.ts):
 * from a partner's page of another origin, the order is posted from the widget's shadow root to the
 * real order service, paid on its test page, and confirmed on its confirmation page; and an order of
 * the Kbis and the statuts, both on the summary and stored with it (tests/browser/shop-documents.test.ts).
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openStore } from '../../server/db/connect';
import { TEST_PAYMENT } from '../../server/pages/copy';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { typeset } from '../../site/typography';
import { formatSiren } from '../../widget/core/company-rules';
import { DOCUMENT_LABELS } from '../../widget/core/catalogue';
import {
  BUTTONS,
  COMPANY_SEARCH,
  DOCUMENTS_PAID,
  DOCUMENT_PRICE,
  FIELD_LABELS,
  MESSAGES,
  RECEIPT,
  STEP_INTROS,
} from '../../widget/core/copy';
import type { FieldName } from '../../widget/core/fields';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { COMPLETE_ORDER } from '../fixtures/orders';
import { VIEWPORTS } from '../browser/support/chromium';
import { STAND_IN_COMPANIES } from '../../dev/company-directory-stand-in';
import { startPartnerServer } from '../browser/support/partner-server';
import type { Engine, EngineName } from './support/engine';
import { launchFirefox } from './support/firefox';
import { Tab } from './support/tab';
import { launchWebKit } from './support/webkit';
import { ITEM_AMOUNT_CENTS } from '../../server/domain/order-items';

const LAUNCH: Record<EngineName, () => Promise<Engine>> = { firefox: launchFirefox, webkit: launchWebKit };
const shop = inject('shop');

let partner: Awaited<ReturnType<typeof startPartnerServer>>;
beforeAll(async () => {
  partner = await startPartnerServer({ partner: { bodyEnd: `<script src="${shop.url}/widget.js" defer></script>` } });
});
afterAll(() => partner?.close());

describe.each(Object.keys(LAUNCH) as EngineName[])('in %s, the shop', (engineName) => {
  let engine: Engine;
  beforeAll(async () => {
    engine = await LAUNCH[engineName]();
  });
  afterAll(() => engine?.close());

  it('takes an order from a partner page, the company chosen among the suggestions by keyboard, to the test payment, then confirms it once paid', async () => {
    const tab = new Tab(await engine.newPage(VIEWPORTS.desktop));
    await tab.open(`${partner.url}/partner`, []);
    expect(new URL(partner.url).origin).not.toBe(shop.url);
    await tab.click({ css: '#label-trigger' });
    const company = STAND_IN_COMPANIES.sas;
    await tab.fill({ role: 'combobox', name: FIELD_LABELS.companyName }, 'boulangerie et fils');
    await tab.waitFor({ role: 'option', css: '[role=listbox] > *' });
    await tab.press('ArrowDown');
    await tab.press('Enter');
    await tab.waitFor({ text: COMPANY_SEARCH.siren + formatSiren(company.siren), css: 'small' });
    expect(await tab.value({ role: 'textbox', name: FIELD_LABELS.siret })).toBe(company.siege.siret);
    expect(await tab.value({ role: 'combobox', name: FIELD_LABELS.companyName })).toBe(company.nom_complet);
    await tab.click({ role: 'button', name: BUTTONS.next });
    await fill(tab, { ...COMPLETE_ORDER.billing, email: `${engineName}@example.fr` });
    await tab.click({ role: 'button', name: BUTTONS.next });
    await tab.waitFor({ text: STEP_INTROS[3]!, css: 'p' });
    await tab.click({ role: 'button', name: BUTTONS.confirm });

    // Read once the new page answers: during the navigation, the old one may still.
    const path = () => tab.evaluate(() => location.origin + location.pathname).catch(() => null);
    await expect.poll(path, { timeout: 10_000 }).toMatch(new RegExp(`^${shop.url}${TEST_PAYMENT_PATH}/`));
    await tab.waitFor({ role: 'heading', name: typeset(TEST_PAYMENT.title) });
    await tab.click({ role: 'button', name: typeset(TEST_PAYMENT.pay(ITEM_AMOUNT_CENTS)) });
    await expect.poll(path, { timeout: 10_000 }).toMatch(new RegExp(`^${shop.url}${HANDOFF_PATH}/`));
    await tab.waitFor({ role: 'heading', name: MESSAGES.orderConfirmed });
  });

  it('orders the Kbis and the statuts: two lines at 35 € and 70 € on the summary, both stored with the order', async () => {
    const tab = new Tab(await engine.newPage(VIEWPORTS.phone));
    await tab.open(`${partner.url}/partner`, []);
    await tab.click({ css: '#label-trigger' });
    const email = `${engineName}-documents@example.fr`;
    // A name the directory's stand-in does not know: no list opens over the documents.
    await tab.fill({ role: 'combobox', name: FIELD_LABELS.companyName }, 'Atelier Zéphyr');
    // Its live region says so once the search answered.
    await tab.waitFor({ text: COMPANY_SEARCH.none, css: 'p' });
    expect(await tab.checked({ role: 'checkbox', name: DOCUMENT_LABELS.kbis })).toBe(true);
    await tab.click({ role: 'checkbox', name: DOCUMENT_LABELS.statuts });
    expect(await tab.checked({ role: 'checkbox', name: DOCUMENT_LABELS.statuts })).toBe(true);
    await tab.click({ role: 'button', name: BUTTONS.next });
    await fill(tab, { ...COMPLETE_ORDER.billing, email });
    await tab.click({ role: 'button', name: BUTTONS.next });
    await tab.waitFor({ text: STEP_INTROS[3]!, css: 'p' });
    const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
    const receipt = await tab.evaluate(() => {
      const list = document.querySelector('kbis-widget')!.shadowRoot!.querySelector('dialog ul')!;
      return [...list.children, ...list.parentElement!.querySelectorAll(':scope > div')].map((line) => line.textContent!);
    });
    expect(receipt.map(normal)).toEqual(
      [DOCUMENT_LABELS.kbis + DOCUMENT_PRICE, DOCUMENT_LABELS.statuts + DOCUMENT_PRICE, RECEIPT.total + DOCUMENTS_PAID[1]].map(normal),
    );
    await tab.click({ role: 'button', name: BUTTONS.confirm });
    await tab.waitFor({ role: 'heading', name: typeset(TEST_PAYMENT.title) });

    const db = await openStore(shop.database);
    try {
      const items = await db
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.reference', 'order_items.reference')
        .select(['order_items.kind', 'order_items.amount_cents'])
        .where('orders.email', '=', email)
        .orderBy('order_items.position')
        .execute();
      expect(items).toEqual([
        { kind: 'kbis', amount_cents: 3500 },
        { kind: 'statuts', amount_cents: 3500 },
      ]);
    } finally {
      await db.destroy();
    }
  });
});

async function fill(tab: Tab, values: Partial<Record<FieldName, string>>) {
  for (const [name, value] of Object.entries(values)) await tab.fill({ role: 'textbox', name: FIELD_LABELS[name as FieldName] }, value);
}
