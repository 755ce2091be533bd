/**
 * The operator's « Récupérer au registre » on one document of an order, behind the back office's guard
 * (session, form token, origin) and the role table's `send`: the line is handed back to the register's
 * job, due now, and the operator returns to the order's page, where the line says so.
 */
import { type Context, Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { createElement } from 'react';
import { requestRegisterFetch } from '../../db/register-requests';
import { ITEM_FIELD, orderPagePath } from '../../domain/back-office-paths';
import { FORBIDDEN, SEND_ERRORS } from '../../pages/back-office/delivery-copy';
import { FETCH_ERRORS } from '../../pages/back-office/item-copy';
import { MessageWithWayBack } from '../../pages/MessageWithWayBack';
import type { ServiceContext } from '../context';
import { readForm } from '../form';
import { seeOther } from '../responses';
import type { DeliveryRoutesOptions } from './delivery-routes';
import type { BackOfficeEnv } from './env';
import { requireAction } from './guard';

/** Longer than any line's id (a UUID, or a migrated Kbis's `reference:kbis`): not one of them. */
const ITEM_ID_MAX = 64;

export function registerRequestRoutes(context: ServiceContext, { page }: Required<DeliveryRoutesOptions>) {
  const app = new Hono<BackOfficeEnv>();
  const message = (c: Context<BackOfficeEnv>, status: ContentfulStatusCode, title: string, lines: string[]) => {
    const back = { href: orderPagePath(c.req.param('reference') ?? ''), label: SEND_ERRORS.back };
    c.header('Cache-Control', 'no-store');
    return c.html(page(c, title, createElement(MessageWithWayBack, { title, lines, back })), status);
  };

  app.post(
    '/commandes/:reference/registre',
    requireAction(context, 'send', (c) => message(c, 403, FORBIDDEN.title, [FORBIDDEN.text])),
    async (c) => {
      const reference = c.req.param('reference');
      const refused = (status: ContentfulStatusCode, why: string) =>
        message(c, status, FETCH_ERRORS.title, [why, FETCH_ERRORS.nothingAsked]);
      if (!context.config.register) return refused(409, FETCH_ERRORS.notConfigured);
      const item = (await readForm(c)).get(ITEM_FIELD) ?? '';
      if (!item || item.length > ITEM_ID_MAX) return refused(404, FETCH_ERRORS.refusals.unknown);
      const asked = await requestRegisterFetch(context.db, reference, item, c.var.operator.email, context.now());
      // Already due: another operator's request, or the job's own try, is on its way; nothing more to ask.
      if (!asked.ok && asked.reason !== 'already-due')
        return refused(asked.reason === 'unknown' ? 404 : 409, FETCH_ERRORS.refusals[asked.reason]);
      return seeOther(c, orderPagePath(reference));
    },
  );

  return app;
}
