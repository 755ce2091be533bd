/**
 * The confirmation email's two documents, read when it is sent: the invoice as issued (the
 * database's bytes), and the CGV in the version the customer accepted (the PDF the site publishes
 * for that version, under dist/cgv/).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cgvFileName, isCgvVersion } from '../../site/data/cgv-version';
import { invoiceFileName } from '../pdf/copy';
import { issuedInvoicePdf } from '../pdf/issued-invoice';
import type { AttachmentResolver } from './attachment-resolver';
import { UndeliverableEmailError } from './transport';

export const invoiceAttachment: AttachmentResolver<'invoice'> = async (db, { number }) => {
  const invoice = await issuedInvoicePdf(db, number);
  if (!invoice) throw new UndeliverableEmailError(`pièce jointe introuvable : facture ${number}`);
  return { fileName: invoiceFileName(invoice.kind, invoice.number), contentType: 'application/pdf', content: invoice.pdf };
};

/**
 * The repository's archive of the CGV's PDFs (build/cgv-pdf.mjs), from the working directory the
 * service runs in, as its other defaults (DIST_DIR); the service itself reads the build's copy.
 */
export const CGV_ARCHIVE_DIR = 'site/public/cgv';

/** The CGV's PDFs in `directory`: the archive, or the build's copy of it (Config.distDir + /cgv). */
export const cgvAttachment =
  (directory: string): AttachmentResolver<'cgv'> =>
  async (_db, { version }) => {
    if (!isCgvVersion(version)) throw new UndeliverableEmailError(`version des CGV invalide : ${version}`);
    const fileName = cgvFileName(version);
    // A missing file is a build without the archive: retried, so that a corrected deploy still sends it.
    const content = await readFile(join(directory, fileName));
    return { fileName, contentType: 'application/pdf', content };
  };
