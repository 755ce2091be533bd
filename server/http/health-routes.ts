/**
 * `GET /sante`, for a load balancer or a monitor: 200 when the database answers, with the outbox's
 * backlog (emails still to send, the oldest's age), 503 when it does not. Counts only, nothing
 * personal; never cached.
 */
import { Hono } from 'hono';
import { outboxBacklog } from '../db/outbox';
import { HEALTH_PATH } from '../domain/service-paths';
import type { ServiceContext } from './context';

export { HEALTH_PATH };
/** A database that does not answer in this time is as good as unreachable for a load balancer. */
const DATABASE_TIMEOUT_MS = 5_000;

export function healthRoutes(context: ServiceContext) {
  const app = new Hono();
  app.get(HEALTH_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    let timer: NodeJS.Timeout | undefined;
    try {
      const backlog = await Promise.race([
        outboxBacklog(context.db),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error(`pas de réponse en ${DATABASE_TIMEOUT_MS / 1000} s`)), DATABASE_TIMEOUT_MS);
        }),
      ]);
      const oldestSeconds = backlog.oldest ? Math.max(0, Math.floor((context.now().getTime() - Date.parse(backlog.oldest)) / 1000)) : null;
      return c.json({ status: 'ok', database: 'reachable', outbox: { pending: backlog.count, oldestPendingSeconds: oldestSeconds } });
    } catch (error) {
      context.log(`santé : base de données injoignable : ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return c.json({ status: 'unavailable', database: 'unreachable' }, 503);
    } finally {
      clearTimeout(timer);
    }
  });
  return app;
}
