import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRegisterClient, REGISTER_PDF_MAX_BYTES, RegisterError } from '../../server/register/inpi-client';
import {
  REGISTER_STAND_IN_ACCOUNT,
  REGISTER_STAND_IN_SIRENS,
  type RegisterStandIn,
  startRegisterStandIn,
} from '../../dev/register-stand-in';

const { full, down, jsonError, slow, notPdf } = REGISTER_STAND_IN_SIRENS;

/** What the client threw: its failure, or the test fails. */
async function failureOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(RegisterError);
  return (error as RegisterError).failure;
}

describe('the register’s client, against the stand-in', () => {
  let register: RegisterStandIn;
  const client = (options: Parameters<typeof createRegisterClient>[1] = {}, password: string = REGISTER_STAND_IN_ACCOUNT.password) =>
    createRegisterClient({ url: register.url, username: REGISTER_STAND_IN_ACCOUNT.username, password }, options);

  beforeAll(async () => {
    register = await startRegisterStandIn();
  });
  afterAll(() => register.close());
  afterEach(() => {
    register.failWith(null);
    register.requests.length = 0;
  });

  it('signs in once and keeps its token for every request, those in flight together included', async () => {
    const signedIn = register.signIns();
    const inpi = client();
    const [first, second] = await Promise.all([inpi.attachments(full), inpi.attachments(full)]);
    expect(first).toEqual(second);
    expect(first.deeds.length).toBeGreaterThan(0);
    const pick = { collection: 'bilans' as const, id: first.accounts[0]!.id };
    expect(Buffer.from(await inpi.download(pick))).toEqual(await register.pdf(pick.id));
    expect(register.signIns() - signedIn).toBe(1);
    expect(register.requests.filter((request) => request === 'POST /api/sso/login')).toHaveLength(1);
  });

  it('signs in again once when the register refuses its token (401), then asks again', async () => {
    const inpi = client();
    await inpi.attachments(full);
    register.expireTokens();
    register.requests.length = 0;
    expect((await inpi.attachments(full)).deeds.length).toBeGreaterThan(0);
    expect(register.requests).toEqual([
      `GET /api/companies/${full}/attachments`,
      'POST /api/sso/login',
      `GET /api/companies/${full}/attachments`,
    ]);
  });

  it('says the account is refused on a bad password, and signs in once for it', async () => {
    expect(await failureOf(client({}, 'wrong').attachments(full))).toEqual({ kind: 'credentials' });
    expect(register.requests).toEqual(['POST /api/sso/login']);
  });

  it('names the status of a register down, without signing in again', async () => {
    const inpi = client();
    await inpi.attachments(full);
    register.requests.length = 0;
    expect(await failureOf(inpi.attachments(down))).toEqual({ kind: 'http', status: 503 });
    expect(register.requests).toEqual([`GET /api/companies/${down}/attachments`]);
  });

  it('takes a `200` carrying a JSON error for a failure, in the list as in a download', async () => {
    expect(await failureOf(client().attachments(jsonError))).toEqual({ kind: 'error-answer' });
    const inpi = client();
    const { accounts } = await inpi.attachments(full);
    register.failWith('json-error');
    expect(await failureOf(inpi.download({ collection: 'bilans', id: accounts[0]!.id }))).toEqual({ kind: 'error-answer' });
  });

  it('refuses a download that is not a PDF', async () => {
    const inpi = client();
    const { deeds } = await inpi.attachments(notPdf);
    expect(await failureOf(inpi.download({ collection: 'actes', id: deeds[0]!.id }))).toEqual({ kind: 'not-pdf' });
  });

  it('gives up on a slow answer at its deadline', async () => {
    register.slow(5_000);
    const started = Date.now();
    expect(await failureOf(client({ timeoutMs: 300 }).attachments(slow))).toEqual({ kind: 'timeout', seconds: 0 });
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('refuses a PDF over its bound', async () => {
    const inpi = client({ pdfMaxBytes: 200 });
    const { deeds } = await inpi.attachments(full);
    expect(await failureOf(inpi.download({ collection: 'actes', id: deeds[0]!.id }))).toEqual({ kind: 'too-large', maxBytes: 200 });
    expect(REGISTER_PDF_MAX_BYTES).toBe(20 * 1024 * 1024);
  });

  it('knows an unknown company from a failure, and asks nothing for a number that is no SIREN', async () => {
    expect(await failureOf(client().attachments('123456782'))).toEqual({ kind: 'unknown-company' });
    register.requests.length = 0;
    expect(await failureOf(client().attachments('../../x'))).toEqual({ kind: 'no-siren' });
    expect(register.requests).toEqual([]);
  });

  it('says the register is unreachable when nothing listens', async () => {
    const inpi = createRegisterClient({ url: 'http://127.0.0.1:9', username: 'demo', password: 'demo' });
    expect(await failureOf(inpi.attachments(full))).toEqual({ kind: 'unreachable' });
  });
});

describe('the register’s client, against answers the stand-in does not give', () => {
  let server: Server;
  let url: string;
  let answer: (path: string, res: import('node:http').ServerResponse) => void;
  const seen: string[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (req.url === '/api/sso/login') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify({ token: `t${seen.length}` }));
      }
      answer(req.url ?? '', res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  afterEach(() => {
    seen.length = 0;
  });
  const inpi = (options = {}) => createRegisterClient({ url, username: 'u', password: 'p' }, options);

  it('stops after one new sign-in when the new token is refused too', async () => {
    answer = (_path, res) => {
      res.writeHead(401).end();
    };
    expect(await failureOf(inpi().attachments('812345676'))).toEqual({ kind: 'credentials' });
    expect(seen.filter((request) => request === 'POST /api/sso/login')).toHaveLength(2);
    expect(seen).toHaveLength(4);
  });

  it('reads a body sent without its length up to the bound only', async () => {
    let written = 0;
    answer = (_path, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' });
      const chunk = Buffer.alloc(64 * 1024, 0x20);
      chunk.write('%PDF-1.7');
      const more = () => {
        while (written < 10 * 1024 * 1024 && !res.destroyed) {
          written += chunk.length;
          if (!res.write(chunk)) return res.once('drain', more);
        }
        res.end();
      };
      more();
    };
    expect(await failureOf(inpi({ pdfMaxBytes: 256 * 1024 }).download({ collection: 'bilans', id: 'x' }))).toEqual({
      kind: 'too-large',
      maxBytes: 256 * 1024,
    });
    expect(written).toBeLessThan(10 * 1024 * 1024);
  });

  it('takes an answer that is not JSON, or lacks the lists, for a malformed one', async () => {
    answer = (_path, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>');
    };
    expect(await failureOf(inpi().attachments('812345676'))).toEqual({ kind: 'malformed' });
    answer = (_path, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"entreprise":{}}');
    };
    expect(await failureOf(inpi().attachments('812345676'))).toEqual({ kind: 'malformed' });
  });

  it('refuses a PDF cut short, and escapes the filing’s id in the address', async () => {
    answer = (_path, res) => {
      res.writeHead(200, { 'Content-Type': 'application/pdf' }).end('%PDF-1.7\n1 0 obj');
    };
    expect(await failureOf(inpi().download({ collection: 'actes', id: '../x?y' }))).toEqual({ kind: 'not-pdf' });
    expect(seen.at(-1)).toBe('GET /api/actes/..%2Fx%3Fy/download');
  });
});
