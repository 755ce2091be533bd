/**
 * An invoice's PDF as issued. The payment's transaction only takes the number and records the
 * invoice, so that the sequence's lock is held for a few writes, not for a rendering; the PDF is
 * rendered the first time it is needed (the confirmation email, the operator's command) and kept:
 * from then on it is read, never rendered again.
 */
import type { Store } from '../db/connect';
import { invoiceSources, keepInvoicePdf } from '../db/invoices';
import { withdrawalDeclaredAt } from '../db/refund-cause';
import type { InvoicesTable } from '../db/schema';
import { invoicePdf } from './invoice-pdf';

export type IssuedInvoicePdf = InvoicesTable & { pdf: Uint8Array };

/** The invoice `number` with its PDF, rendered and kept if it had none yet; undefined when there is no such invoice. */
export async function issuedInvoicePdf(db: Store, number: string): Promise<IssuedInvoicePdf | undefined> {
  const sources = await invoiceSources(db, number);
  if (!sources) return undefined;
  const { invoice, order, corrected, creditKind, documents } = sources;
  if (invoice.pdf) return { ...invoice, pdf: invoice.pdf };
  if (!order) throw new Error(`Facture ${number} sans sa commande ${invoice.reference} : PDF impossible à établir`);
  const pdf = await invoicePdf({
    kind: invoice.kind,
    number: invoice.number,
    issuedAt: invoice.issued_at,
    amountCents: invoice.amount_cents,
    order,
    documents,
    ...(corrected ? { corrects: { number: corrected.number, issuedAt: corrected.issued_at } } : {}),
    ...(creditKind ? { creditKind } : {}),
    ...(creditKind === 'cancellation' ? { withdrawnAt: await withdrawalDeclaredAt(db, order.reference) } : {}),
  });
  await keepInvoicePdf(db, number, pdf);
  // Another instance may have kept its rendering first: the kept one is the invoice.
  const kept = (await invoiceSources(db, number))?.invoice.pdf;
  return { ...invoice, pdf: kept ?? pdf };
}
