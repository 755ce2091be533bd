/**
 * The back office's delivery routes as the guard would pass them a request: behind a test-only middleware
 * that sets a signed-in operator and the session's form token, without passkeys or cookies.
 */
import { Hono } from 'hono';
import type { OperatorRole } from '../../server/db/schema';
import { deliveryRoutes } from '../../server/http/back-office/delivery-routes';
import { BACK_OFFICE_PATH, type BackOfficeEnv } from '../../server/http/back-office/env';
import type { ServiceContext } from '../../server/http/context';

export const TEST_CSRF_TOKEN = 'jeton-de-test';
export const OPERATORS: Record<OperatorRole, string> = { admin: 'admin@kbis.example', fulfiller: 'envois@kbis.example' };

export function asOperator(context: ServiceContext, role: OperatorRole) {
  const app = new Hono<BackOfficeEnv>();
  app.use(async (c, next) => {
    c.set('operator', { email: OPERATORS[role], role });
    c.set('csrfToken', TEST_CSRF_TOKEN);
    await next();
  });
  app.route(BACK_OFFICE_PATH, deliveryRoutes(context));
  const post = (path: string, body: FormData | URLSearchParams) => app.request(path, { method: 'POST', body });
  return { app, post };
}
