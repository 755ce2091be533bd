import type { OutboxAttachment } from '../db/schema';

/** An email as the outbox stores it: decided once, in the transaction of what caused it. */
export interface EmailMessage {
  /** What it is, for the operator's tools: never shown to the customer. */
  kind:
    | 'order-confirmation'
    | 'order-notice'
    | 'withdrawal-acknowledgement'
    | 'withdrawal-notice'
    | 'withdrawal-decision'
    | 'given-up-notice'
    | 'payment-anomaly-notice'
    | 'late-notice'
    | 'kbis-delivery'
    | 'document-delivery'
    | 'refund';
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The order it is about, for the order's history. */
  reference?: string;
  /** Files the sender attaches, read from the database when it sends. */
  attachments?: OutboxAttachment[];
}

/** A file as the sender attaches it (email/attachments.ts reads it from the database). */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

/** An email as the sender hands it to the mailer: its attachments read. */
export interface OutgoingEmail extends Omit<EmailMessage, 'attachments'> {
  files?: AttachmentFile[];
}

/** Where the emails' links point and who the operator is. */
export interface EmailContext {
  /** The public site (the CGV, the withdrawal page). */
  siteUrl: string;
  /** The order service (the confirmation page). */
  serviceUrl: string;
  operatorEmail: string;
}
