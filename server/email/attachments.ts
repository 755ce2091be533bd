/**
 * The files an outbox email attaches, read from the database when it is sent (a retry sends the
 * same bytes): one resolver per kind of OutboxAttachment, in a registry the worker is given.
 * Registering a kind is one line in ATTACHMENT_RESOLVERS.
 */
import type { Store } from '../db/connect';
import { findDocumentFile } from '../db/document-content';
import type { OutboxAttachment } from '../db/schema';
import type { AttachmentFile } from './message';
import { UndeliverableEmailError } from './transport';

export type { AttachmentFile };

export type AttachmentKind = OutboxAttachment['kind'];

/** Reads one attachment of its kind; throws UndeliverableEmailError when the file is gone for good. */
export type AttachmentResolver<K extends AttachmentKind = AttachmentKind> = (
  db: Store,
  attachment: Extract<OutboxAttachment, { kind: K }>,
) => Promise<AttachmentFile>;

export type AttachmentResolvers = { [K in AttachmentKind]?: AttachmentResolver<K> };

/** A document the operator uploaded (a Kbis): a PDF, unless the retention purged it. */
export const documentAttachment: AttachmentResolver<'document'> = async (db, { id }) => {
  const document = await findDocumentFile(db, id);
  if (!document) throw new UndeliverableEmailError(`pièce jointe introuvable : document ${id}`);
  if (!document.content) throw new UndeliverableEmailError(`pièce jointe supprimée par la purge : document ${id}`);
  return { fileName: document.file_name, contentType: 'application/pdf', content: document.content };
};

export const ATTACHMENT_RESOLVERS: AttachmentResolvers = {
  document: documentAttachment,
};

/**
 * Reads every attachment with `resolvers`. A kind without a resolver fails the attempt, to retry:
 * during a rolling deploy an older instance may meet a kind only the newer build knows.
 */
export async function loadAttachments(
  db: Store,
  attachments: readonly OutboxAttachment[],
  resolvers: AttachmentResolvers = ATTACHMENT_RESOLVERS,
): Promise<AttachmentFile[]> {
  const files: AttachmentFile[] = [];
  for (const attachment of attachments) {
    const resolve = resolvers[attachment.kind] as AttachmentResolver | undefined;
    if (!resolve) throw new Error(`pièce jointe d'un type inconnu de ce service : ${JSON.stringify(attachment.kind)}`);
    files.push(await resolve(db, attachment));
  }
  return files;
}
