import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in of the Stripe API calls the service makes (Stripe cannot be reached from these
 * machines): create a Checkout Session, retrieve one, expire one. It answers with the shapes of Stripe's API
 * reference (the `checkout.session` object) and records each request as the SDK sent it, form-encoded.
 */
export interface StripeStandIn {
  url: string;
  requests: { method: string; path: string; body: URLSearchParams; headers: IncomingMessage['headers'] }[];
  sessions: Map<string, Record<string, unknown>>;
  /** Makes the next calls fail as Stripe does when it is unavailable. */
  failWith(status: number | null): void;
  /** Keeps the next Checkout Session's creation waiting until `release`: `arrived` resolves when it came in. */
  holdNextCheckout(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  let failure: number | null = null;
  let count = 0;
  let hold: { arrived: () => void; released: Promise<void> } | null = null;
  const server = createServer(async (req, res) => {
    let raw = '';
    for await (const chunk of req) raw += chunk;
    const body = new URLSearchParams(raw);
    const path = req.url ?? '/';
    requests.push({ method: req.method ?? '', path, body, headers: req.headers });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${++count}` });
      res.end(JSON.stringify(json));
    };
    if (failure) return send(failure, { error: { type: 'api_error', message: 'Stand-in: unavailable' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (hold) {
        const { arrived, released } = hold;
        hold = null;
        arrived();
        await released;
      }
      const id = `cs_test_${String(++count).padStart(8, '0')}`;
      const session = {
        id,
        object: 'checkout.session',
        mode: body.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: body.get('client_reference_id'),
        customer_email: body.get('customer_email'),
        currency: body.get('line_items[0][price_data][currency]'),
        amount_total: Number(body.get('line_items[0][price_data][unit_amount]')) * Number(body.get('line_items[0][quantity]')),
        locale: body.get('locale'),
        metadata: { reference: body.get('metadata[reference]') },
        success_url: body.get('success_url'),
        cancel_url: body.get('cancel_url'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      return send(200, session);
    }
    const retrieve = /^\/v1\/checkout\/sessions\/([^/?]+)(\?.*)?$/.exec(path);
    if (req.method === 'GET' && retrieve) {
      const session = sessions.get(retrieve[1]!);
      return session ? send(200, session) : send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (req.method === 'POST' && expire) {
      const session = sessions.get(expire[1]);
      if (!session) return send(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      if (session.status !== 'open')
        return send(400, { error: { type: 'invalid_request_error', message: 'Only open sessions can be expired.' } });
      session.status = 'expired';
      return send(200, session);
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    failWith: (status) => {
      failure = status;
    },
    holdNextCheckout() {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const arrived = new Promise<void>((resolve) => {
        hold = { arrived: resolve, released };
      });
      return { arrived, release };
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The `checkout.session.completed` event Stripe sends once `session` is paid. */
export function completedEvent(session: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${session.id as string}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: '2025-01-27.acacia',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...session, status: 'complete', payment_status: 'paid', ...overrides } },
  };
}
