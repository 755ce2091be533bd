/** `npm run orders -- invoice NUMBER FILE`: writes an invoice or credit note's PDF, as issued, to FILE. */
import { writeFileSync } from 'node:fs';
import type { Store } from '../db/connect';
import { INVOICE_NUMBER_SOURCE } from '../db/invoices';
import { issuedInvoicePdf } from '../pdf/issued-invoice';

export const INVOICE_USAGE = 'Usage : npm run orders -- invoice NUMÉRO FICHIER (par exemple : invoice F-000001 facture.pdf)';

export async function invoiceCommand(db: Store, args: readonly string[], out: (line: string) => void): Promise<void> {
  const [number, file] = args;
  if (!number || !file || !new RegExp(`^${INVOICE_NUMBER_SOURCE}$`).test(number)) throw new Error(INVOICE_USAGE);
  const invoice = await issuedInvoicePdf(db, number);
  if (!invoice)
    throw new Error(
      `Aucune facture ni aucun avoir n° ${number} : il n'a jamais été émis, ou la purge l'a supprimé (durée de conservation comptable écoulée).`,
    );
  writeFileSync(file, invoice.pdf);
  const what = invoice.kind === 'invoice' ? 'Facture' : 'Avoir';
  out(`${what} ${number} (commande ${invoice.reference}, émis le ${invoice.issued_at.slice(0, 10)}) écrit dans ${file}`);
}
