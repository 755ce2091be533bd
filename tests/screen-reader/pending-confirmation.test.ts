/**
 * The pending confirmation page, heard: Orca reading Firefox ESR on the shop that
 * tests/support/shop-setup.ts runs. The customer is on the page while the payment is confirmed
 * elsewhere (the provider's word); Orca must say once that it is, and nothing must send it back to
 * the top of the page, as the old endless reload did.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONFIRMATION } from '../../server/pages/copy';
import { TEST_PAYMENT_PATH } from '../../server/payment/test-provider';
import { typeset } from '../../site/typography';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { handoffForm } from '../support/handoff-form';
import { ScreenReader } from './support/screen-reader';

const shop = inject('shop');
let reader: ScreenReader;
let token = '';

const post = (url: string, body = '') =>
  fetch(url, { method: 'POST', body, redirect: 'manual', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } });

beforeAll(async () => {
  const ordered = await post(`${shop.url}${HANDOFF_PATH}`, handoffForm().toString());
  token = new URL(ordered.headers.get('location')!).pathname.replace(`${TEST_PAYMENT_PATH}/`, '');
  reader = await ScreenReader.start(`${shop.url}${HANDOFF_PATH}/${token}`);
});
afterAll(async () => {
  await reader?.stop();
});

describe('the pending confirmation page, heard with Orca', () => {
  it('says once that the payment is confirmed, without presenting the page again', async () => {
    const title = await reader.page.title();
    const announcement = typeset(CONFIRMATION.nowPaid);
    const heard = await reader.speechAfter(() => post(`${shop.url}${TEST_PAYMENT_PATH}/${token}/payer`), {
      until: (said) => said.includes(announcement),
      // The script looks less and less often: the next look may be a few seconds away.
      timeoutMs: 60_000,
    });
    expect(heard.count(announcement), String(heard)).toBe(1);
    // A reload would have Orca present the page anew, from its title.
    expect(heard.includes(title), String(heard)).toBe(false);
    expect(new URL(reader.page.url()).pathname).toBe(`${HANDOFF_PATH}/${token}`);
    // Quiet afterwards: pressing nothing, Orca says nothing more of it.
    const after = await reader.speechAfter(() => reader.page.evaluate(() => 0));
    expect(after.count(announcement), String(after)).toBe(0);
  });
});
