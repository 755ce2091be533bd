/** How the sender reads an attachment of each kind: the resolvers' shape, apart from the registry that lists them. */
import type { Store } from '../db/connect';
import type { OutboxAttachment } from '../db/schema';
import type { AttachmentFile } from '../domain/email-message';

export type AttachmentKind = OutboxAttachment['kind'];

/** Reads one attachment of its kind; throws UndeliverableEmailError when the file is gone for good. */
export type AttachmentResolver<K extends AttachmentKind = AttachmentKind> = (
  db: Store,
  attachment: Extract<OutboxAttachment, { kind: K }>,
) => Promise<AttachmentFile>;

export type AttachmentResolvers = { [K in AttachmentKind]?: AttachmentResolver<K> };
