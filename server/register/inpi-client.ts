/**
 * The client of the INPI's national register (RNE, API formalités): `POST /api/sso/login` for a
 * token, kept until the register answers 401, then one new sign-in and the request once more;
 * `GET /api/companies/{siren}/attachments` for a company's filings; `GET /api/{actes|bilans}/{id}/download`
 * for a filing's PDF. Each request is cut at REGISTER_TIMEOUT_MS and each body read with a bound, and
 * every answer is checked (a `200` may carry a JSON error; a download may not be a PDF). Every
 * failure is a RegisterError whose failure names the HTTP status or the cause, never what was asked:
 * a sole trader's SIREN is a person's.
 */
import { PDF_TAIL_BYTES } from '../domain/pdf-file';
import { registerAttachments, type RegisterAttachments, registerToken } from '../domain/register-answer';
import type { RegisterFailure } from '../domain/register-failure';
import type { RegisterPick } from '../domain/register-pick';
import { registerFailureWords } from '../domain/register-reasons';

/** The longest the register may take to answer one request, its body included. */
export const REGISTER_TIMEOUT_MS = 30_000;
/** The largest PDF taken from the register: a company's accounts run to a few megabytes. */
export const REGISTER_PDF_MAX_BYTES = 20 * 1024 * 1024;
/** The largest JSON answer read: a company's list of filings is tens of kilobytes. */
export const REGISTER_JSON_MAX_BYTES = 4 * 1024 * 1024;

export class RegisterError extends Error {
  override name = 'RegisterError';
  constructor(readonly failure: RegisterFailure) {
    super(registerFailureWords(failure));
  }
}

export interface RegisterAccount {
  url: string;
  username: string;
  password: string;
}

export interface RegisterClient {
  /** The company's public filings; `siren` is nine digits. */
  attachments(siren: string, signal?: AbortSignal): Promise<RegisterAttachments>;
  /** The PDF of one filing, checked. */
  download(filing: Pick<RegisterPick, 'collection' | 'id'>, signal?: AbortSignal): Promise<Uint8Array>;
}

export interface RegisterClientOptions {
  timeoutMs?: number;
  pdfMaxBytes?: number;
}

const PDF_HEADER = Buffer.from('%PDF-', 'latin1');
const PDF_END = Buffer.from('%%EOF', 'latin1');

/** A PDF opens with `%PDF-` and, unless cut short, ends with `%%EOF` (pdf-file.ts says where). */
const isPdf = (bytes: Buffer) =>
  bytes.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) && bytes.subarray(Math.max(0, bytes.length - PDF_TAIL_BYTES)).includes(PDF_END);

/** The body, read up to `maxBytes`; `tooLarge` is thrown past that, the rest left unread. */
async function readBounded(response: Response, maxBytes: number, tooLarge: RegisterFailure): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw new RegisterError(tooLarge);
  }
  const reader = response.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const read = await reader?.read();
    if (!read || read.done) return Buffer.concat(chunks, size);
    size += read.value.length;
    if (size > maxBytes) {
      await reader?.cancel().catch(() => {});
      throw new RegisterError(tooLarge);
    }
    chunks.push(read.value);
  }
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new RegisterError({ kind: 'malformed' });
  }
}

export function createRegisterClient(account: RegisterAccount, options: RegisterClientOptions = {}): RegisterClient {
  const timeoutMs = options.timeoutMs ?? REGISTER_TIMEOUT_MS;
  const pdfMaxBytes = options.pdfMaxBytes ?? REGISTER_PDF_MAX_BYTES;
  const base = account.url.replace(/\/+$/, '');
  /** Shared by the requests in flight, so that one sign-in serves them all. */
  let token: Promise<string> | null = null;

  /** One request, its body read by `read` within the same deadline; network failures as RegisterErrors. */
  async function exchange<T>(path: string, init: RequestInit, signal: AbortSignal | undefined, read: (response: Response) => Promise<T>) {
    const deadline = AbortSignal.timeout(timeoutMs);
    try {
      const response = await fetch(`${base}${path}`, { ...init, signal: signal ? AbortSignal.any([deadline, signal]) : deadline });
      return await read(response);
    } catch (error) {
      if (error instanceof RegisterError) throw error;
      if (deadline.aborted || signal?.aborted) throw new RegisterError({ kind: 'timeout', seconds: Math.round(timeoutMs / 1000) });
      throw new RegisterError({ kind: 'unreachable' });
    }
  }

  const signIn = (signal?: AbortSignal) =>
    exchange(
      '/api/sso/login',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ username: account.username, password: account.password }),
      },
      signal,
      async (response) => {
        if (response.status === 401 || response.status === 403) {
          await response.body?.cancel();
          throw new RegisterError({ kind: 'credentials' });
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new RegisterError({ kind: 'http', status: response.status });
        }
        const answer = registerToken(parseJson(await readBounded(response, REGISTER_JSON_MAX_BYTES, { kind: 'malformed' })));
        if (answer === 'error-answer' || answer === 'malformed') throw new RegisterError({ kind: answer });
        return answer;
      },
    );

  /** The current token, signing in when there is none (or the last sign-in failed). */
  function currentToken(signal?: AbortSignal): Promise<string> {
    if (!token) {
      const pending = signIn(signal);
      token = pending;
      pending.catch(() => {
        if (token === pending) token = null;
      });
    }
    return token;
  }

  /** A GET with the token; on a 401, one new sign-in (unless another request already made one) and once more. */
  async function authorized<T>(path: string, accept: string, signal: AbortSignal | undefined, read: (response: Response) => Promise<T>) {
    for (let attempt = 0; ; attempt++) {
      const used = currentToken(signal);
      const bearer = await used;
      const outcome = await exchange(path, { headers: { Authorization: `Bearer ${bearer}`, Accept: accept } }, signal, async (response) => {
        if (response.status !== 401) return { value: await read(response) };
        await response.body?.cancel();
        return null;
      });
      if (outcome) return outcome.value;
      if (attempt > 0) throw new RegisterError({ kind: 'credentials' });
      if (token === used) token = null;
    }
  }

  return {
    async attachments(siren, signal) {
      if (!/^\d{9}$/.test(siren)) throw new RegisterError({ kind: 'no-siren' });
      return authorized(`/api/companies/${siren}/attachments`, 'application/json', signal, async (response) => {
        if (response.status === 404) {
          await response.body?.cancel();
          throw new RegisterError({ kind: 'unknown-company' });
        }
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new RegisterError({ kind: 'http', status: response.status });
        }
        const answer = registerAttachments(parseJson(await readBounded(response, REGISTER_JSON_MAX_BYTES, { kind: 'malformed' })));
        if (answer === 'error-answer' || answer === 'malformed') throw new RegisterError({ kind: answer });
        return answer;
      });
    },

    download({ collection, id }, signal) {
      return authorized(`/api/${collection}/${encodeURIComponent(id)}/download`, 'application/pdf', signal, async (response) => {
        if (response.status !== 200) {
          await response.body?.cancel();
          throw new RegisterError({ kind: 'http', status: response.status });
        }
        const bytes = await readBounded(response, pdfMaxBytes, { kind: 'too-large', maxBytes: pdfMaxBytes });
        if (isPdf(bytes)) return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length);
        // A JSON error served as the file is the register failing, not a file of another kind.
        if (/^\s*\{/.test(bytes.subarray(0, 64).toString('latin1'))) throw new RegisterError({ kind: 'error-answer' });
        throw new RegisterError({ kind: 'not-pdf' });
      });
    },
  };
}
