/**
 * The customer's download of each document sent for their order, from their order page's secret
 * address (`…/extrait.pdf` for the Kbis, as always; `…/statuts.pdf` and so on for the others): as an
 * attachment, never cached, for RETENTION.documentDays after that document's sending, never after its
 * refund, the order's full refund or a withdrawal (then a page that says why).
 */
import { Hono } from 'hono';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { lineDocumentContent } from '../db/line-documents';
import { orderItems } from '../db/order-items';
import { findOrderByToken } from '../db/orders';
import { downloadKind, lineDownloadRefusal } from '../domain/item-download';
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

  app.get(`${HANDOFF_PATH}/:token/:file{[a-z-]+\\.pdf}`, async (c) => {
    c.header('Cache-Control', 'no-store');
    const token = c.req.param('token');
    const kind = downloadKind(c.req.param('file'));
    const order = kind && TOKEN_PATTERN.test(token) ? await findOrderByToken(db, token) : undefined;
    if (!kind || !order) return c.html(errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);
    const back = { href: confirmationPath(order.token), label: DOWNLOAD_REFUSED.back };
    const refused = (why: keyof typeof DOWNLOAD_REFUSED & string) =>
      c.html(errorPage(DOWNLOAD_REFUSED.title, DOWNLOAD_REFUSED[why], frame, back), why === 'not-sent' ? 404 : 410);
    const line = (await orderItems(db, order.reference)).find((item) => item.kind === kind);
    if (!line) return c.html(errorPage(ERRORS.notFoundTitle, ERRORS.notFound, frame), 404);
    const refusal = lineDownloadRefusal(order, line, context.now());
    if (refusal) return refused(refusal);
    const content = await lineDocumentContent(db, line.id);
    if (!content) return refused('expired');
    return c.body(new Uint8Array(content), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${documentFileName(order.reference, kind)}"`,
      'Content-Length': String(content.length),
    });
  });

  return app;
}
