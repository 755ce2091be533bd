import { describe, expect, it } from 'vitest';
import { queueEmails } from '../../server/db/outbox';
import { isServicePath } from '../../server/domain/service-paths';
import { HEALTH_PATH } from '../../server/http/health-routes';
import { serviceApp } from '../../dev/service';
import { STORE_KINDS, storesOf } from '../support/stores';

describe.each(STORE_KINDS)('the health check, on %s', (kind) => {
  const stores = storesOf(kind);

  it('answers 200 with the outbox backlog, never cached, with nothing personal', async () => {
    const service = serviceApp(await stores.fresh());
    expect(isServicePath(HEALTH_PATH)).toBe(true);
    const empty = await service.app.request(HEALTH_PATH);
    expect(empty.status).toBe(200);
    expect(empty.headers.get('cache-control')).toBe('no-store');
    expect(await empty.json()).toEqual({ status: 'ok', database: 'reachable', outbox: { pending: 0, oldestPendingSeconds: null } });

    const email = { kind: 'order-notice', to: 'camille@example.fr', subject: 's', text: 't', html: 'h' } as const;
    await queueEmails(service.context.db, [email], new Date(Date.now() - 90_000));
    await queueEmails(service.context.db, [email], new Date());
    const busy = await service.app.request(HEALTH_PATH);
    const body = await busy.text();
    expect(JSON.parse(body)).toEqual({
      status: 'ok',
      database: 'reachable',
      outbox: { pending: 2, oldestPendingSeconds: expect.any(Number) },
    });
    expect(JSON.parse(body).outbox.oldestPendingSeconds).toBeGreaterThanOrEqual(90);
    expect(JSON.parse(body).outbox.oldestPendingSeconds).toBeLessThan(120);
    expect(body).not.toContain('@');
  });

  it('answers 503 when the database cannot be reached', async () => {
    const service = serviceApp(await stores.fresh());
    await service.context.db.destroy();
    const response = await service.app.request(HEALTH_PATH);
    expect(response.status).toBe(503);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ status: 'unavailable', database: 'unreachable' });
    expect(service.logs.join('\n')).toMatch(/injoignable[\s\S]*\n\s+at /);
  });
});
