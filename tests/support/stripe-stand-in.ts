import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A local stand-in of the Stripe API calls the service makes (Stripe cannot be reached from these
 * machines): create (its total the sum of its lines), retrieve and expire a Checkout Session, create
 * and list refunds. It answers with the shapes
 * of Stripe's API reference (the `checkout.session` and `refund` objects), replays the first answer for a
 * repeated Idempotency-Key as Stripe does, and records each request as the SDK sent it, form-encoded.
 */
export interface StripeStandIn {
  url: string;
  requests: { method: string; path: string; body: URLSearchParams; headers: IncomingMessage['headers'] }[];
  sessions: Map<string, Record<string, unknown>>;
  /** Each session's lines, by session id, as Stripe lists them apart from the session (`/line_items`). */
  lineItems: Map<string, StandInLineItem[]>;
  refunds: Map<string, Record<string, unknown>>;
  /**
   * Marks the session paid, with its PaymentIntent and what the customer typed (`customer_details`:
   * a billing address when the session required one, a tax ID when given), as Stripe does; returns it.
   */
  pay(
    sessionId: string,
    details?: { address?: Record<string, string | null>; taxIds?: { type: string; value: string }[] },
  ): Record<string, unknown>;
  /** Makes the next calls (only those to `path`, if given) fail as Stripe does when it is unavailable. */
  failWith(status: number | null, path?: string): void;
  /** Keeps the next Checkout Session's creation waiting until `release`: `arrived` resolves when it came in. */
  holdNextCheckout(): { arrived: Promise<void>; release(): void };
  close(): Promise<void>;
}

/** A Checkout line as Stripe lists it (`item` objects): its name, description, unit amount, quantity and total. */
export interface StandInLineItem {
  description: string | null;
  product_description: string | null;
  currency: string | null;
  unit_amount: number;
  quantity: number;
  amount_total: number;
}

/** The `line_items[n]` of a session's creation, in order, as Stripe reads the form-encoded body. */
function lineItemsOf(body: URLSearchParams): StandInLineItem[] {
  const lines: StandInLineItem[] = [];
  for (let index = 0; body.has(`line_items[${index}][quantity]`); index++) {
    const field = (name: string) => body.get(`line_items[${index}]${name}`);
    const unit = Number(field('[price_data][unit_amount]'));
    const quantity = Number(field('[quantity]'));
    lines.push({
      description: field('[price_data][product_data][name]'),
      product_description: field('[price_data][product_data][description]'),
      currency: field('[price_data][currency]'),
      unit_amount: unit,
      quantity,
      amount_total: unit * quantity,
    });
  }
  return lines;
}

export async function startStripeStandIn(): Promise<StripeStandIn> {
  const requests: StripeStandIn['requests'] = [];
  const sessions = new Map<string, Record<string, unknown>>();
  const lineItemsBySession = new Map<string, StandInLineItem[]>();
  const refunds = new Map<string, Record<string, unknown>>();
  const answered = new Map<string, unknown>();
  let failure: number | null = null;
  let failingPath: string | undefined;
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
    if (failure && (!failingPath || failingPath === path))
      return send(failure, { error: { type: 'api_error', message: 'Stand-in: unavailable' } });
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (hold) {
        const { arrived, released } = hold;
        hold = null;
        arrived();
        await released;
      }
      const id = `cs_test_${String(++count).padStart(8, '0')}`;
      const lineItems = lineItemsOf(body);
      const session = {
        id,
        object: 'checkout.session',
        mode: body.get('mode'),
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: body.get('client_reference_id'),
        customer_email: body.get('customer_email'),
        currency: lineItems[0]?.currency ?? null,
        amount_total: lineItems.reduce((sum, line) => sum + line.amount_total, 0),
        locale: body.get('locale'),
        metadata: { reference: body.get('metadata[reference]') },
        success_url: body.get('success_url'),
        cancel_url: body.get('cancel_url'),
        billing_address_collection: body.get('billing_address_collection'),
        tax_id_collection: { enabled: body.get('tax_id_collection[enabled]') === 'true', required: 'never' },
        customer_details: null,
        url: `https://checkout.stripe.com/c/pay/${id}`,
        payment_intent: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      sessions.set(id, session);
      lineItemsBySession.set(id, lineItems);
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
    if (req.method === 'POST' && path === '/v1/refunds') {
      const key = req.headers['idempotency-key'];
      if (typeof key === 'string' && answered.has(key)) return send(200, answered.get(key));
      const paymentIntent = body.get('payment_intent');
      const session = [...sessions.values()].find((candidate) => candidate.payment_intent === paymentIntent);
      if (!session) return send(400, { error: { type: 'invalid_request_error', message: `No such payment_intent: '${paymentIntent}'` } });
      const amount = Number(body.get('amount') ?? session.amount_total);
      const id = `re_test_${String(++count).padStart(8, '0')}`;
      const refund = {
        id,
        object: 'refund',
        amount,
        currency: session.currency,
        payment_intent: paymentIntent,
        charge: `ch_${String(paymentIntent).slice(3)}`,
        metadata: Object.fromEntries(
          [...body].filter(([name]) => name.startsWith('metadata[')).map(([name, value]) => [name.slice(9, -1), value]),
        ),
        reason: body.get('reason'),
        status: 'pending',
        created: Math.floor(Date.now() / 1000),
      };
      refunds.set(id, refund);
      if (typeof key === 'string') answered.set(key, refund);
      return send(200, refund);
    }
    const list = /^\/v1\/refunds\?(.*)$/.exec(path);
    if (req.method === 'GET' && list) {
      const query = new URLSearchParams(list[1]);
      const data = [...refunds.values()]
        .filter((refund) => !query.has('payment_intent') || refund.payment_intent === query.get('payment_intent'))
        .reverse()
        .slice(0, Number(query.get('limit') ?? 10));
      return send(200, { object: 'list', data, has_more: false, url: '/v1/refunds' });
    }
    send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${path})` } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    sessions,
    lineItems: lineItemsBySession,
    refunds,
    pay(sessionId, details = {}) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No such checkout.session ${sessionId}`);
      // Checkout asks a card's country (and sometimes postal code) always, the whole address only when required.
      const required = session.billing_address_collection === 'required';
      const asked = { city: null, country: 'FR', line1: null, line2: null, postal_code: null, state: null };
      const typed = required ? { ...asked, line1: '1 rue de la Paix', postal_code: '75002', city: 'Paris' } : asked;
      const customer_details = {
        email: session.customer_email,
        name: 'Camille Martin',
        phone: null,
        address: { ...typed, ...details.address },
        tax_exempt: 'none',
        tax_ids: (session.tax_id_collection as { enabled: boolean }).enabled ? (details.taxIds ?? []) : [],
      };
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: `pi_${sessionId.slice(3)}`, customer_details });
      return session;
    },
    failWith: (status, path) => {
      failure = status;
      failingPath = path;
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

/** The API version the service's SDK speaks, which its webhook endpoint is set to: the events' shapes are this version's. */
const API_VERSION = Stripe.API_VERSION;

/** The `checkout.session.completed` event Stripe sends once `session` is paid. */
export function completedEvent(session: Record<string, unknown>, overrides: Record<string, unknown> = {}) {
  return {
    id: `evt_${session.id as string}`,
    object: 'event',
    type: 'checkout.session.completed',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...session, status: 'complete', payment_status: 'paid', ...overrides } },
  };
}

/**
 * An event about one refund (`refund.updated` by default; `refund.created`, `refund.failed`,
 * `charge.refund.updated`), whose `data.object` is the Refund object itself in the state `status`,
 * as Stripe sends them.
 */
export function refundEvent(refund: Record<string, unknown>, status: string, type = 'refund.updated') {
  return {
    id: `evt_${refund.id as string}_${type}_${status}`,
    object: 'event',
    type,
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { ...refund, status } },
  };
}

/**
 * The `charge.refunded` event of this API version: the Charge with its refunded total, without the list
 * of its refunds (which Stripe stopped including in 2022-11-15).
 */
export function chargeRefundedEvent(charge: string, amountRefunded: number) {
  return {
    id: `evt_${charge}_refunded`,
    object: 'event',
    type: 'charge.refunded',
    api_version: API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { id: charge, object: 'charge', amount_refunded: amountRefunded, refunded: true } },
  };
}
