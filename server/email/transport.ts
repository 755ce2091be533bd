/**
 * Where the outbox's emails go: an SMTP server when SMTP_URL is set, otherwise one `.eml` file per
 * email in a folder, which a developer opens in any mail client. The same id gives the same
 * Message-ID and the same file name, so that a retry after a failure the outbox cannot tell from a
 * success (an answer lost after the server queued the email) is recognisable as the same email,
 * and on disk replaces it.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import type { OutgoingEmail } from './message';

export interface MailerOptions {
  /**
   * smtp://user:pass@host:587 (STARTTLS when the server offers it; `?requireTLS=true` refuses a server
   * that does not) or smtps://user:pass@host:465. Query parameters set nodemailer's SMTP options.
   */
  smtpUrl?: string;
  /** Used when there is no smtpUrl. */
  outboxDir: string;
  /** The sender, e.g. « Kbis Facile <commandes@kbis-facile.fr> »: its domain ends every Message-ID. */
  from: string;
}

export interface Mailer {
  /** For the start-up banner: where emails go, with no secret. */
  describe: string;
  /**
   * Resolves once the server accepted the email, or its file is in place; rejects otherwise, and at
   * once when `signal` aborts (the connection is closed).
   */
  send(message: OutgoingEmail, id: string, signal?: AbortSignal): Promise<void>;
  close(): void;
}

/** An id is a file name and the left part of a Message-ID: nothing that could leave either. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/**
 * An outbox worker retries: waiting minutes for an unreachable server (nodemailer's defaults) only
 * delays the next attempt. Each is shorter than the worker's deadline for a whole send (SEND_DEADLINE_MS).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 50_000 };

/**
 * The customer's address is typed without any format check: one with a comma or a line break would
 * be read as several recipients, and the service would send a customer's email to strangers.
 */
function singleRecipient(to: string): string {
  const recipients = addressparser(to, { flatten: true });
  // The address stays out of the error, which is logged.
  if (/[\r\n]/.test(to) || recipients.length !== 1 || !recipients[0]!.address.includes('@'))
    throw new UndeliverableEmailError('adresse du destinataire invalide');
  return to;
}

/** An email no retry can deliver: the outbox gives it up (email/retry.ts). */
export class UndeliverableEmailError extends Error {
  override name = 'UndeliverableEmailError';
}

function senderDomain(from: string): string {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split('@')[1];
  if (!domain) throw new Error(`The sender has no domain: ${from}`);
  return domain;
}

export function createMailer({ smtpUrl, outboxDir, from }: MailerOptions): Mailer {
  const domain = senderDomain(from);
  const options = (message: OutgoingEmail, id: string): SendMailOptions => {
    if (!SAFE_ID.test(id)) throw new Error(`Unsafe email id: ${JSON.stringify(id)}`);
    return {
      from,
      to: singleRecipient(message.to),
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${id}@${domain}>`,
      headers: { 'Content-Language': 'fr' },
      attachments: (message.files ?? []).map((file) => ({
        filename: file.fileName,
        content: Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
        contentType: file.contentType,
      })),
    };
  };

  if (smtpUrl) {
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    const { hostname, port, protocol } = new URL(smtpUrl);
    const shownPort = port || (protocol === 'smtps:' ? '465' : '587');
    return {
      describe: `emails envoyés par SMTP à ${hostname}:${shownPort}`,
      async send(message, id, signal) {
        await transport.sendMail({ ...options(message, id), signal });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    describe: `emails écrits dans ${outboxDir.replace(/\/?$/, '/')}`,
    async send(message, id) {
      const { message: bytes } = await transport.sendMail(options(message, id));
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${id}.eml`);
      // Renamed into place whole: a reader never sees half an email, a crash leaves only a temporary file.
      const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(partial, bytes as Buffer);
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
