import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { HANDOFF_PATH } from '../../widget/core/handoff';
import { CGV_PDF_DIR, CGV_VERSION, cgvFileName } from '../../site/data/cgv-version';
import { WITHDRAWAL_LINK_LABEL, WITHDRAWAL_PATH } from '../../site/data/withdrawal';
import type { EmailMessage } from '../../server/domain/email-message';
import { CONFIRMATION, ORDER_PAGE_LINK } from '../../server/email/copy';
import { orderConfirmationEmail } from '../../server/email/order-confirmation';
import { orderNoticeEmail } from '../../server/email/order-notice';
import { createMailer, type Mailer, UndeliverableEmailError } from '../../server/email/transport';
import { withdrawalAcknowledgementEmail } from '../../server/email/withdrawal-acknowledgement';
import { ctx, declaration, documentLines, paidOrder } from '../support/email-fixtures';
import { shown } from '../support/email-html';
import { freePort } from '../../dev/free-port';

const USER = 'service';
const PASSWORD = 'p@ss word';
const FROM_ADDRESS = 'commandes@kbis.example';
const FROM = `Kbis Facile <${FROM_ADDRESS}>`;
const hostile = `<script>alert(1)</script>" onmouseover="x" & <b>gras</b>`;

interface Received {
  mailFrom: string;
  rcptTo: string[];
  user: string | undefined;
  raw: Buffer;
}

/** An SMTP server on 127.0.0.1 that requires the test user, keeps what it is sent, or refuses it. */
async function startSmtp({ refuseData = false } = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === USER && auth.password === PASSWORD) callback(null, { user: auth.username });
      else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseData) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { server, port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What every email carries, whichever way it went. */
function expectEnvelopeOf(parsed: ParsedMail, message: EmailMessage, id: string) {
  expect(parsed.subject).toBe(message.subject);
  expect(parsed.from?.value).toEqual([{ name: 'Kbis Facile', address: FROM_ADDRESS }]);
  expect(parsed.to && !Array.isArray(parsed.to) && parsed.to.value.map((address) => address.address)).toEqual([message.to]);
  expect(parsed.messageId).toBe(`<${id}@kbis.example>`);
  expect(parsed.headers.get('content-language')).toBe('fr');
  expect(parsed.text?.trimEnd()).toBe(message.text.trimEnd());
  expect(parsed.html).toBe(message.html);
}

describe('through SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let mailer: Mailer;

  beforeAll(async () => {
    smtp = await startSmtp();
    mailer = createMailer({
      smtpUrl: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${smtp.port}`,
      outboxDir: 'unused',
      from: FROM,
    });
  });
  afterAll(async () => {
    mailer.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  test('says where emails go, without the password', () => {
    expect(mailer.describe).toContain(`127.0.0.1:${smtp.port}`);
    expect(mailer.describe).not.toContain(PASSWORD);
    expect(mailer.describe).not.toContain(encodeURIComponent(PASSWORD));
    expect(mailer.describe).not.toContain(USER);
    const implicitTls = createMailer({ smtpUrl: 'smtps://user:secret@mail.example', outboxDir: 'unused', from: FROM });
    expect(implicitTls.describe).toContain('mail.example:465');
    expect(implicitTls.describe).not.toContain('secret');
    implicitTls.close();
  });

  test.each([
    ['the order confirmation', 'order-1', orderConfirmationEmail(paidOrder({ company_name: hostile }), documentLines(), ctx)],
    ['the operator’s notice', 'order-1-notice', orderNoticeEmail(paidOrder({ company_name: hostile }), documentLines(), ctx)],
    ['the withdrawal acknowledgement', 'withdrawal-1', withdrawalAcknowledgementEmail(declaration({ name: hostile }), null, ctx)],
  ])('%s arrives, authenticated, whole, in UTF-8, its hostile value as text', async (_name, id, message) => {
    await mailer.send(message, id);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({ mailFrom: FROM_ADDRESS, rcptTo: [message.to], user: USER });
    expect(mail!.raw.toString('latin1')).toMatch(/^Content-Type: text\/html; charset=utf-8/im);
    const parsed = await simpleParser(mail!.raw);
    expectEnvelopeOf(parsed, message, id);
    const { document, text } = shown(parsed.html as string);
    expect(text).toContain(hostile);
    expect(parsed.text).toContain(hostile);
    expect(document.querySelector('script, b, [onmouseover]')).toBeNull();
  });

  test('the confirmation links the order’s page, the accepted terms’ PDF and the withdrawal page', async () => {
    const order = paidOrder();
    await mailer.send(orderConfirmationEmail(order, documentLines(), ctx), 'order-2');
    const parsed = await simpleParser(smtp.received[0]!.raw);
    const terms = `${ctx.siteUrl}${CGV_PDF_DIR}/${cgvFileName(CGV_VERSION)}`;
    expect(shown(parsed.html as string).links).toEqual([
      { name: ORDER_PAGE_LINK, href: `${ctx.serviceUrl}${HANDOFF_PATH}/${order.token}` },
      { name: CONFIRMATION.termsLink, href: terms },
      { name: WITHDRAWAL_LINK_LABEL, href: ctx.siteUrl + WITHDRAWAL_PATH },
    ]);
    expect(parsed.text).toContain(terms);
    expect(parsed.text).toContain(ctx.siteUrl + WITHDRAWAL_PATH);
  });

  test.each([
    ['a line break', 'camille@example.fr\r\nBcc: intrus@example.fr'],
    ['a comma', 'camille@example.fr, intrus@example.fr'],
    ['a group', 'amis: camille@example.fr, intrus@example.fr;'],
  ])('a customer address with %s is refused, not sent to several', async (_case, email) => {
    await expect(mailer.send(orderConfirmationEmail(paidOrder({ email }), documentLines(), ctx), 'order-3')).rejects.toThrow(
      UndeliverableEmailError,
    );
    expect(smtp.received).toHaveLength(0);
  });
});

describe('a send that fails rejects', () => {
  const message = withdrawalAcknowledgementEmail(declaration(), null, ctx);

  test('when the server refuses the email', async () => {
    const smtp = await startSmtp({ refuseData: true });
    const mailer = createMailer({
      smtpUrl: `smtp://${USER}:${encodeURIComponent(PASSWORD)}@127.0.0.1:${smtp.port}`,
      outboxDir: 'unused',
      from: FROM,
    });
    try {
      await expect(mailer.send(message, 'withdrawal-2')).rejects.toThrow(/Mailbox unavailable/);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  test('when the password is wrong', async () => {
    const smtp = await startSmtp();
    const mailer = createMailer({ smtpUrl: `smtp://${USER}:wrong@127.0.0.1:${smtp.port}`, outboxDir: 'unused', from: FROM });
    try {
      await expect(mailer.send(message, 'withdrawal-3')).rejects.toThrow();
      expect(smtp.received).toHaveLength(0);
    } finally {
      mailer.close();
      await smtp.close();
    }
  });

  test('when nothing listens', async () => {
    const mailer = createMailer({ smtpUrl: `smtp://${USER}:${PASSWORD}@127.0.0.1:${await freePort()}`, outboxDir: 'unused', from: FROM });
    try {
      await expect(mailer.send(message, 'withdrawal-4')).rejects.toThrow(/ECONNREFUSED/);
    } finally {
      mailer.close();
    }
  });
});

describe('into files', () => {
  let dir: string;
  let mailer: Mailer;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'kbis-outbox-'));
    mailer = createMailer({ outboxDir: join(dir, 'outbox'), from: FROM });
  });
  afterAll(async () => {
    mailer.close();
    await rm(dir, { recursive: true, force: true });
  });

  test('says which folder', () => {
    expect(mailer.describe).toContain(`${join(dir, 'outbox')}/`);
  });

  test('one parseable .eml per id; the same id again replaces it', async () => {
    const outbox = join(dir, 'outbox');
    const confirmation = orderConfirmationEmail(paidOrder({ company_name: hostile }), documentLines(), ctx);
    const notice = orderNoticeEmail(paidOrder(), documentLines(), ctx);
    await mailer.send(confirmation, 'order-1');
    await mailer.send(notice, 'order-1-notice');
    await mailer.send(confirmation, 'order-1');
    expect((await readdir(outbox)).sort()).toEqual(['order-1-notice.eml', 'order-1.eml']);
    const parsed = await simpleParser(await readFile(join(outbox, 'order-1.eml')));
    expectEnvelopeOf(parsed, confirmation, 'order-1');
    expect(shown(parsed.html as string).document.querySelector('script, b, [onmouseover]')).toBeNull();
    expectEnvelopeOf(await simpleParser(await readFile(join(outbox, 'order-1-notice.eml'))), notice, 'order-1-notice');
  });

  test('an id that could leave the folder or the Message-ID is refused', async () => {
    const message = withdrawalAcknowledgementEmail(declaration(), null, ctx);
    await expect(mailer.send(message, '../escape')).rejects.toThrow();
    await expect(mailer.send(message, 'a>\r\nBcc: x@example.fr')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['outbox']);
  });
});
