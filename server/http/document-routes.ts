/**
 * The customer's download of the Kbis sent for their order, from their order page's secret address: as an
 * attachment, never cached, for RETENTION.documentDays after the sending, never after a refund or a
 * withdrawal (then a page that says why).
 */
import { Hono } from 'hono';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { documentContent, latestDocument } from '../db/documents';
import { findOrderByToken } from '../db/orders';
import { downloadRefusal } from '../domain/delivery-rules';
import { documentFileName } from '../domain/pdf-file';
import { DOWNLOAD_REFUSED, ERRORS } from '../pages/copy';
import { errorPage } from '../pages/pages';
import { type ServiceContext, shopFrame } from './context';
import { confirmationPath } from './order-routes';
import { TOKEN_PATTERN } from './tokens';

export function documentRoutes(context: ServiceContext) {
  const { db } = context;
  const frame = shopFrame(context);
  const app = new Hono();

  app.get(`${HANDOFF_PATH}/:token/extrait.pdf`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.param('token');
    const order = TOKEN_PATTERN.test(token) ? await findOrderByToken(db, token) : undefined;
    if (!order) return c.html(errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);
    const back = { href: confirmationPath(order.token), label: DOWNLOAD_REFUSED.back };
    const refused = (why: keyof typeof DOWNLOAD_REFUSED & string) =>
      c.html(errorPage(DOWNLOAD_REFUSED.title, DOWNLOAD_REFUSED[why], frame, back), why === 'not-sent' ? 404 : 410);
    const refusal = downloadRefusal(order, context.now());
    if (refusal) return refused(refusal);
    const document = await latestDocument(db, order.reference);
    const content = document ? await documentContent(db, document.id) : null;
    if (!content) return refused('expired');
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${documentFileName(order.reference)}"`,
      'Content-Length': String(content.length),
    });
  });

  return app;
}
