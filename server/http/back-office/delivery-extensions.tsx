/**
 * Sending the documents (and asking the register for them), refunds and withdrawals, plugged into the back office: their routes behind its
 * guard and in its layout, their panels in the order page's actions.
 */
import type { Context } from 'hono';
import type { ReactNode } from 'react';
import { BO } from '../../domain/back-office-paths';
import { renderBackOfficePage } from '../../pages/back-office/BackOfficeDocument';
import { OrderDeliveryActions, orderDeliveryFacts } from '../../pages/back-office/OrderDeliveryActions';
import type { ServiceContext } from '../context';
import { deliveryRoutes } from './delivery-routes';
import { registerRequestRoutes } from './register-request-routes';
import type { BackOfficeEnv } from './env';
import type { BackOfficeExtensions } from './routes';

/** The nav link a delivery page belongs to, from its address. */
const currentOf = (c: Context<BackOfficeEnv>) =>
  [BO.withdrawals, BO.refunds].find((path) => c.req.path === path || c.req.path.startsWith(`${path}/`));

export function deliveryExtensions(context: ServiceContext): BackOfficeExtensions {
  const page = (c: Context<BackOfficeEnv>, title: string, body: ReactNode) =>
    renderBackOfficePage({
      title,
      stylesheet: context.stylesheet,
      session: { operator: c.get('operator'), csrfToken: c.get('csrfToken') },
      current: currentOf(c),
      children: body,
    });
  return {
    routes: [deliveryRoutes(context, { page }), registerRequestRoutes(context, { page })],
    orderActions: async (order, session) => (
      <OrderDeliveryActions
        order={order}
        facts={await orderDeliveryFacts(context.db, order.reference)}
        operator={session.operator}
        csrfToken={session.csrfToken}
        now={context.now()}
        registerConfigured={context.config.register !== null}
      />
    ),
  };
}
