import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export const SMTP_USER = { username: 'kbis', password: 'secret-smtp' };

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that requires the test user's login,
 * refuses for good any mailbox named « inconnu@… », and keeps every message it accepted, parsed. `refuse` makes it answer each message with a temporary
 * failure, as a server that is down for maintenance would. `holdNext` makes it keep the next message
 * that long before accepting it, as a slow or overloaded server does; if the client hangs up
 * meanwhile, the message was never accepted and is not kept.
 */
export async function startSmtpServer(port = 0) {
  const received: ParsedMail[] = [];
  let refusing = false;
  let hold: { ms: number; started: () => void } | null = null;
  const closedSessions = new Set<string>();
  const held: { session: string; hungUp: boolean }[] = [];
  const server = new SMTPServer({
    authOptional: false,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER.username && auth.password === SMTP_USER.password) return callback(null, { user: auth.username });
      callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('inconnu@')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      callback();
    },
    onClose(session) {
      closedSessions.add(session.id);
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then(async (mail) => {
          if (hold) {
            const { ms, started } = hold;
            hold = null;
            started();
            await new Promise((resolve) => setTimeout(resolve, ms));
            const hungUp = closedSessions.has(session.id);
            held.push({ session: session.id, hungUp });
            if (hungUp) return callback(new Error('client gone'));
          }
          if (refusing) {
            const error = Object.assign(new Error('Service temporarily unavailable'), { responseCode: 451 });
            return callback(error);
          }
          received.push(mail);
          callback();
        })
        .catch(callback);
    },
  });
  // A client killed in the middle of a message (the crash test's kill -9) resets its connection:
  // the server, like a real one, lives on. Any other error still fails the run.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.server.address() as AddressInfo).port;
  return {
    port: actual,
    url: `smtp://${SMTP_USER.username}:${SMTP_USER.password}@127.0.0.1:${actual}`,
    received,
    refuse(value: boolean) {
      refusing = value;
    },
    /** Holds the next message `ms` before answering; resolves when that message has arrived. */
    holdNext(ms: number): Promise<void> {
      return new Promise((started) => {
        hold = { ms, started };
      });
    },
    /** The held messages, once their hold is over, and whether the client had hung up by then. */
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
