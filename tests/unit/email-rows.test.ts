import { expect, test } from 'vitest';
import { orderConfirmationEmail } from '../../server/email/order-confirmation';
import { orderNoticeEmail } from '../../server/email/order-notice';
import { SUMMARY_LABELS } from '../../widget/core/copy';
import { NBSP } from '../../widget/core/format';
import { ctx, documentLines, paidOrder } from '../support/email-fixtures';

test.each([
  ['the confirmation', orderConfirmationEmail],
  ['the operator’s notice', orderNoticeEmail],
])('%s shows no empty row: the billing company and the phone only when given', (_name, compose) => {
  const bare = compose(paidOrder({ billing_company: '', phone: '' }), documentLines(), ctx);
  // The seller's own telephone may follow the same label elsewhere in the email: only an empty row counts.
  const lines = bare.text.split('\n');
  expect(lines).not.toContain(`${SUMMARY_LABELS.company}${NBSP}: `);
  expect(lines).not.toContain(`${SUMMARY_LABELS.phone}${NBSP}: `);
  const full = compose(paidOrder(), documentLines(), ctx);
  expect(full.text).toContain(`${SUMMARY_LABELS.company}${NBSP}: Martin et fils`);
  expect(full.text).toContain(`${SUMMARY_LABELS.phone}${NBSP}: 06 12 34 56 78`);
});
