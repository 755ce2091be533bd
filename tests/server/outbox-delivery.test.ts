import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import PDFDocument from 'pdfkit';
import { afterEach, describe, expect, it } from 'vitest';
import type { Store } from '../../server/db/connect';
import { listOutbox, queueEmails } from '../../server/db/outbox';
import type { OutboxAttachment } from '../../server/db/schema';
import { startOutboxWorker } from '../../server/email/outbox-worker';
import { createMailer } from '../../server/email/transport';
import { startSmtpServer } from '../support/smtp';
import { STORE_KINDS, storesOf } from '../support/stores';

const FROM = 'Kbis Facile <contact@kbis-facile.example>';
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function kbisPdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.text('Extrait Kbis – ACME SAS');
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

async function storeDocument(db: Store, content: Buffer | null) {
  const id = randomUUID();
  await db
    .insertInto('documents')
    .values({
      id,
      reference: 'KF-DOC000000001',
      file_name: 'kbis-acme.pdf',
      content,
      size: content?.length ?? 0,
      sha256: content ? sha256(content) : '',
      uploaded_by: 'operateur@kbis.example',
      uploaded_at: new Date().toISOString(),
      purged_at: content ? null : new Date().toISOString(),
    })
    .execute();
  return id;
}

const queue = (db: Store, attachments: OutboxAttachment[] = []) =>
  queueEmails(
    db,
    [
      {
        kind: 'order-confirmation',
        to: 'camille@example.fr',
        subject: 'Votre extrait Kbis KF-DOC000000001',
        text: 'Le voici.',
        html: '<p>Le voici.</p>',
        reference: 'KF-DOC000000001',
        attachments,
      },
    ],
    new Date(),
  );

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

describe.each(STORE_KINDS)('the outbox worker, on %s', (kind) => {
  const stores = storesOf(kind);

  async function running(options: Parameters<typeof startOutboxWorker>[2] = {}) {
    const db = await stores.fresh();
    const smtp = await startSmtpServer();
    const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: mkdtempSync(join(tmpdir(), 'kbis-unused-')), from: FROM });
    const logs: string[] = [];
    let ahead = 0;
    const worker = startOutboxWorker(db, mailer, {
      pollMs: 60_000,
      log: (line) => logs.push(line),
      now: () => new Date(Date.now() + ahead),
      ...options,
    });
    stops.push(async () => {
      await worker.stop();
      mailer.close();
      await smtp.close();
    });
    return { db, smtp, worker, logs, later: (ms: number) => (ahead += ms) };
  }

  it('attaches a stored document byte for byte', async () => {
    const { db, smtp, worker } = await running();
    const pdf = await kbisPdf();
    await queue(db, [{ kind: 'document', id: await storeDocument(db, pdf) }]);
    expect(await worker.drain()).toBe(1);
    const [mail] = smtp.received;
    expect(mail?.attachments.map((file) => [file.filename, file.contentType])).toEqual([['kbis-acme.pdf', 'application/pdf']]);
    expect(sha256(mail!.attachments[0]!.content)).toBe(sha256(pdf));
  });

  it('gives up an email whose document was purged, saying so, and retries one whose kind of attachment it does not know', async () => {
    const { db, smtp, worker, logs } = await running({ attachments: {} });
    await queue(db, [{ kind: 'invoice', number: 'F-2026-000001' }]);
    await worker.drain();
    expect(await listOutbox(db)).toMatchObject([{ attempts: 1, given_up_at: null, last_error: expect.stringMatching(/type inconnu/) }]);
    expect(smtp.received).toEqual([]);
    expect(logs.join('\n')).toMatch(/nouvel essai/);

    const other = await running();
    await queue(other.db, [{ kind: 'document', id: await storeDocument(other.db, null) }]);
    await other.worker.drain();
    expect(await listOutbox(other.db)).toMatchObject([
      { sent_at: null, given_up_at: expect.stringMatching(/Z$/), last_error: expect.stringMatching(/supprimée par la purge/) },
    ]);
    expect(other.smtp.received).toEqual([]);
  });

  it('cuts a send at its deadline, closing the connection, and counts it as a failure to retry', async () => {
    const { db, smtp, worker, logs, later } = await running({ sendDeadlineMs: 1_000, leaseMs: 5_000 });
    await queue(db);
    const arrived = smtp.holdNext(4_000);
    const started = Date.now();
    const pass = worker.drain();
    await arrived;
    await pass;
    expect(Date.now() - started).toBeLessThan(3_500);
    expect(await listOutbox(db)).toMatchObject([
      { sent_at: null, attempts: 1, lease_owner: null, last_error: expect.stringMatching(/interrompu après 1 s/) },
    ]);
    expect(logs.join('\n')).not.toMatch(/camille/);
    // The server, still holding the message, finds that the client hung up: it never accepted it.
    await expect.poll(() => smtp.held, { timeout: 10_000 }).toEqual([{ session: expect.any(String), hungUp: true }]);
    later(60_000);
    expect(await worker.drain()).toBe(1);
    expect(smtp.received).toHaveLength(1);
  });
});

describe('the .eml files of a service without SMTP', () => {
  const stores = storesOf('SQLite');

  it('hold the attachments too', async () => {
    const db = await stores.fresh();
    const outboxDir = mkdtempSync(join(tmpdir(), 'kbis-eml-'));
    const mailer = createMailer({ outboxDir, from: FROM });
    const worker = startOutboxWorker(db, mailer, { pollMs: 60_000, log: () => {} });
    stops.push(() => worker.stop());
    const pdf = await kbisPdf();
    await queue(db, [{ kind: 'document', id: await storeDocument(db, pdf) }]);
    await worker.drain();
    const [file] = readdirSync(outboxDir);
    const mail = await simpleParser(readFileSync(join(outboxDir, file!)));
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['kbis-acme.pdf']);
    expect(sha256(mail.attachments[0]!.content)).toBe(sha256(pdf));
  });
});
