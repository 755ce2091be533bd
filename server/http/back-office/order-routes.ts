/** The views of the orders, the search, an order's page and its notes. */
import type { ReactNode } from 'react';
import { Hono } from 'hono';
import { INVOICE_NUMBER_SOURCE, invoicesOf } from '../../db/invoices';
import { invoiceFileName } from '../../pdf/copy';
import { issuedInvoicePdf } from '../../pdf/issued-invoice';
import { emailsAbout, listOrderPage, type OrderView, owedDocuments, sortKey } from '../../db/back-office-orders';
import { listEvents, recordEvent } from '../../db/events';
import { findOrderByReference } from '../../db/orders';
import type { OrdersTable } from '../../db/schema';
import { EVENT, orderHistory } from '../../domain/history';
import { decodeCursor, encodeCursor } from '../../domain/list-cursor';
import { NOTE_MAX_LENGTH, parseNote } from '../../domain/note-input';
import { parseSearch, SEARCH_MAX_LENGTH } from '../../domain/order-search';
import { parisDay } from '../../domain/paris-time';
import type { Session } from '../../pages/back-office/BackOfficeDocument';
import { messagePage } from '../../pages/back-office/access-pages';
import { ORDER, REFUSED } from '../../pages/back-office/copy';
import { orderListPage } from '../../pages/back-office/OrderListPage';
import { orderPage } from '../../pages/back-office/OrderPage';
import type { ServiceContext } from '../context';
import { readForm } from '../form';
import type { BackOfficeEnv } from './env';
import { page, requireAction, sessionOf } from './guard';
import { BO } from '../../domain/back-office-paths';

/** The panels another part adds to the order page (send the Kbis, refund), for this order and session. */
export type OrderActions = (order: OrdersTable, session: Session) => ReactNode | Promise<ReactNode>;

const VIEWS: [path: string, view: OrderView][] = [
  ['/', 'to-send'],
  ['/en-retard', 'late'],
  ['/a-verifier', 'to-verify'],
  ['/envoyees', 'sent'],
  ['/recherche', 'search'],
];

export function backOfficeOrderRoutes(context: ServiceContext, orderActions?: OrderActions) {
  const { db, stylesheet } = context;
  const app = new Hono<BackOfficeEnv>();

  for (const [path, view] of VIEWS) {
    const address = path === '/' ? BO.home : `${BO.home}${path}`;
    app.get(path, requireAction(context, 'see-orders'), async (c) => {
      const query = (c.req.query('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
      const search = view === 'search' ? parseSearch(query) : null;
      if (view === 'search' && !search) return c.redirect(BO.home, 303);
      const cursor = decodeCursor(c.req.query('apres'), 2);
      const today = parisDay(context.now().toISOString());
      const { orders, more } = await listOrderPage(db, { view, today, cursor, search });
      const owed = await owedDocuments(
        db,
        orders.map((order) => order.reference),
      );
      const last = orders.at(-1);
      return page(
        c,
        orderListPage({
          stylesheet,
          session: sessionOf(c)!,
          view,
          path: address,
          query: view === 'search' ? query : '',
          orders,
          owed,
          next: more && last ? encodeCursor(sortKey(view, last)) : null,
          paged: cursor !== null,
          today,
        }),
      );
    });
  }

  async function showOrder(reference: string, session: Session, noteError?: string) {
    const order = await findOrderByReference(db, reference);
    if (!order) return null;
    const [events, emails, invoices] = await Promise.all([
      listEvents(db, reference),
      emailsAbout(db, reference),
      invoicesOf(db, reference),
    ]);
    return orderPage({
      stylesheet,
      session,
      order,
      history: orderHistory(events, emails),
      invoices,
      today: parisDay(context.now().toISOString()),
      actions: orderActions ? await orderActions(order, session) : undefined,
      noteError,
    });
  }

  const notFound = (session: Session) => messagePage(stylesheet, REFUSED.notFoundTitle, REFUSED.notFound, session);

  /** An invoice or credit note's PDF, as issued: the operator's copy for the books. */
  app.get('/factures/:file', requireAction(context, 'see-invoices'), async (c) => {
    const session = sessionOf(c)!;
    const number = new RegExp(`^(${INVOICE_NUMBER_SOURCE})\\.pdf$`).exec(c.req.param('file'))?.[1];
    const invoice = number ? await issuedInvoicePdf(db, number) : undefined;
    if (!invoice) return page(c, notFound(session), 404);
    return c.body(Buffer.from(invoice.pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${invoiceFileName(invoice.kind, invoice.number)}"`,
      'Cache-Control': 'no-store',
    });
  });

  app.get('/commandes/:reference', requireAction(context, 'see-orders'), async (c) => {
    const session = sessionOf(c)!;
    const body = await showOrder(c.req.param('reference'), session);
    return body ? page(c, body) : page(c, notFound(session), 404);
  });

  app.post('/commandes/:reference/notes', requireAction(context, 'note'), async (c) => {
    const session = sessionOf(c)!;
    const reference = c.req.param('reference');
    const order = await findOrderByReference(db, reference);
    if (!order) return page(c, notFound(session), 404);
    const note = parseNote((await readForm(c)).get('note'));
    if (!note) return page(c, (await showOrder(reference, session, ORDER.noteInvalid(NOTE_MAX_LENGTH)))!, 400);
    await recordEvent(db, { reference, at: context.now().toISOString(), actor: session.operator.email, kind: EVENT.note, detail: note });
    c.header('Cache-Control', 'no-store');
    return c.redirect(`${BO.order(reference)}#historique`, 303);
  });

  return app;
}
