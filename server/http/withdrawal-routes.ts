/**
 * The online withdrawal (L221-21, D221-5): the declaration posted by /pages/retractation is stored
 * with its acknowledgement email in one transaction, then its page says it is recorded, with the
 * date and time. Works without JavaScript: a form, a 303, a page. Only our own pages may post it:
 * another site's form would make the shop email whomever it names.
 */
import { Hono } from 'hono';
import { WITHDRAWAL_POST_PATH } from '../../site/data/withdrawal';
import { findWithdrawal, recordWithdrawal, unmatchedDeclarationsBefore, type WithdrawalEmails } from '../db/withdrawals';
import { ACKNOWLEDGEMENT_WINDOW_MS, acknowledges } from '../domain/acknowledgement-limit';
import { parseWithdrawalInput } from '../domain/withdrawal-input';
import { ERRORS, WITHDRAWAL_PAGE } from '../pages/copy';
import { errorPage, withdrawalForeignPage, withdrawalInvalidPage, withdrawalRecordedPage } from '../pages/pages';
import { type ServiceContext, shopFrame } from './context';
import { isForeignPost } from './foreign-post';
import { readForm } from './form';
import { html, seeOther } from './responses';
import { newToken, TOKEN_PATTERN } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

export function withdrawalRoutes(context: ServiceContext) {
  const { config, db } = context;
  const frame = shopFrame(context);
  const app = new Hono();

  app.post(WITHDRAWAL_POST_PATH, async (c) => {
    const headers = { origin: c.req.header('origin'), fetchSite: c.req.header('sec-fetch-site') };
    if (isForeignPost(headers, [config.serviceUrl, config.siteUrl])) return html(c, withdrawalForeignPage(frame), 403);
    const form = await readForm(c);
    const now = context.now();
    const parsed = parseWithdrawalInput(form.get, new Date(now.getTime() + DAY_MS).toISOString().slice(0, 10));
    if (!parsed.ok) {
      const { kind } = parsed.error;
      return html(c, withdrawalInvalidPage(WITHDRAWAL_PAGE[kind], frame), 400);
    }
    const withdrawal = {
      id: newToken(),
      ...parsed.value,
      order_date: parsed.value.orderDate,
      declared_at: now.toISOString(),
      matched_reference: null,
      match_kind: null,
      decision: null,
      decided_by: null,
      decided_at: null,
    };
    const { orderDate: _, ...row } = withdrawal;
    const emailsFor: WithdrawalEmails = (stored, match, earlier) =>
      context.emails
        .withdrawal(stored, match)
        .filter((email) => email.kind !== 'withdrawal-acknowledgement' || acknowledges(match !== null, earlier));
    await recordWithdrawal(db, row, emailsFor, now, ACKNOWLEDGEMENT_WINDOW_MS);
    context.kickOutbox();
    return seeOther(c, `${WITHDRAWAL_POST_PATH}/${row.id}`);
  });

  app.get(`${WITHDRAWAL_POST_PATH}/:id`, async (c) => {
    const id = c.req.param('id');
    const withdrawal = TOKEN_PATTERN.test(id) ? await findWithdrawal(db, id) : undefined;
    if (!withdrawal) return html(c, errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);
    const matched = withdrawal.matched_reference !== null;
    const earlier = matched
      ? 0
      : await unmatchedDeclarationsBefore(db, withdrawal.email, withdrawal.declared_at, ACKNOWLEDGEMENT_WINDOW_MS, withdrawal.id);
    return html(c, withdrawalRecordedPage(withdrawal, frame, acknowledges(matched, earlier)));
  });
  return app;
}
