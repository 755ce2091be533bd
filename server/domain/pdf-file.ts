/**
 * Whether an uploaded file is a PDF, by its bytes and not its name: a PDF opens with `%PDF-` (ISO 32000,
 * 7.5.2) and its last `%%EOF` marker sits at its end, where writers may leave a few bytes of line ends or
 * padding after it (7.5.5). A file cut short in transit has lost that ending.
 */
import type { DocumentKind } from '../../widget/core/catalogue';

/** The largest file the operator may send: an e-Kbis weighs a few hundred kilobytes. */
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

/** How far from the end `%%EOF` may sit. */
export const PDF_TAIL_BYTES = 1024;

export type PdfRefusal = 'empty' | 'too-large' | 'not-pdf' | 'truncated';

const HEADER = Buffer.from('%PDF-', 'latin1');
const END = Buffer.from('%%EOF', 'latin1');

export function pdfRefusal(bytes: Uint8Array): PdfRefusal | null {
  if (bytes.length === 0) return 'empty';
  if (bytes.length > DOCUMENT_MAX_BYTES) return 'too-large';
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length);
  if (!buffer.subarray(0, HEADER.length).equals(HEADER)) return 'not-pdf';
  if (!buffer.subarray(Math.max(0, buffer.length - PDF_TAIL_BYTES)).includes(END)) return 'truncated';
  return null;
}

const FILE_STEMS: Record<DocumentKind, string> = { kbis: 'extrait-kbis', statuts: 'statuts', comptes: 'comptes-annuels', acte: 'acte' };

/** The name the customer sees, on the attachment and the download, whatever the operator's file was called. */
export const documentFileName = (reference: string, kind: DocumentKind = 'kbis') => `${FILE_STEMS[kind]}-${reference}.pdf`;

/** An uploaded file's own name, for the history: printable, bounded. */
export const uploadedName = (name: string) =>
  name
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim()
    .slice(0, 200) || '—';
