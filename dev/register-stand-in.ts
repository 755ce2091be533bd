import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import PDFDocument from 'pdfkit';

/**
 * A local stand-in of the INPI's national register (RNE, API formalités), which these machines cannot
 * reach: `POST /api/sso/login` (`{username, password}` → `{token}`, 401 for another account),
 * `GET /api/companies/{siren}/attachments` (with the token: `actes`, `bilans`, `bilansSaisis` as the
 * register writes them, 404 for a company it does not know), `GET /api/{actes|bilans}/{id}/download`
 * (a real small PDF, made by pdfkit, the same bytes for one filing). A token stops working when told to
 * (`expireTokens`), as the register's do after a while.
 *
 * Its failures, chosen by the company (REGISTER_STAND_IN_SIRENS) or for every request: `down` (503),
 * `json-error` (a `200` whose JSON is an error), `slow` (answers after a delay), `not-pdf` (a download
 * that is an HTML page). From the test's process, or over HTTP from another: `POST /stand-in` with
 * `failure` and `delay` (ms) as query parameters sets both, `POST /stand-in/expire-tokens` expires the
 * tokens, `GET /stand-in` gives `{ requests, signIns }`.
 */
export type RegisterStandInFailure = 'down' | 'json-error' | 'slow' | 'not-pdf';

export const REGISTER_STAND_IN_FAILURES: readonly RegisterStandInFailure[] = ['down', 'json-error', 'slow', 'not-pdf'];

/** The failure a setting names (REGISTER_STAND_IN_FAILURE, `?failure=`), null for none; throws for another word. */
export function standInFailure(value: string | null | undefined): RegisterStandInFailure | null {
  if (!value) return null;
  const failure = REGISTER_STAND_IN_FAILURES.find((one) => one === value);
  if (!failure) throw new Error(`${REGISTER_STAND_IN_FAILURES.join(', ')} attendu, reçu « ${value} »`);
  return failure;
}

/** The account the stand-in accepts: INPI_USERNAME=demo INPI_PASSWORD=demo. */
export const REGISTER_STAND_IN_ACCOUNT = { username: 'demo', password: 'demo' } as const;

/** How long a `slow` answer takes by default: past the service's 30 s. */
export const REGISTER_STAND_IN_SLOW_MS = 35_000;

/**
 * Its companies, by what they show (SIRENs with their Luhn key; the first four are the directory
 * stand-in's): statuts and three years of accounts, the last filed twice; statuts with accounts kept
 * confidential; a sole trader with nothing filed; a ceased company; then one per failure.
 */
export const REGISTER_STAND_IN_SIRENS = {
  full: '812345676',
  statutsOnly: '903123453',
  nothing: '888123452',
  ceased: '512349879',
  down: '411111115',
  jsonError: '422222224',
  slow: '433333333',
  notPdf: '444444442',
} as const;

/** What each company shows, for the one who runs the stand-in by hand (scripts/register-stand-in.mjs). */
export const REGISTER_STAND_IN_WORDS: Record<keyof typeof REGISTER_STAND_IN_SIRENS, string> = {
  full: 'statuts et comptes 2021 à 2023 (2023 déposés deux fois)',
  statutsOnly: 'statuts, comptes confidentiels',
  nothing: 'rien de déposé (entrepreneur individuel)',
  ceased: 'société radiée : statuts et comptes 2018',
  down: 'registre en panne (HTTP 503)',
  jsonError: 'réponse 200 portant une erreur JSON',
  slow: `réponse après ${REGISTER_STAND_IN_SLOW_MS / 1000} s (le service abandonne à 30 s)`,
  notPdf: 'téléchargement qui n’est pas un PDF',
};

const FAILURE_OF: Readonly<Record<string, RegisterStandInFailure>> = {
  [REGISTER_STAND_IN_SIRENS.down]: 'down',
  [REGISTER_STAND_IN_SIRENS.jsonError]: 'json-error',
  [REGISTER_STAND_IN_SIRENS.slow]: 'slow',
  [REGISTER_STAND_IN_SIRENS.notPdf]: 'not-pdf',
};

interface Filing {
  collection: 'actes' | 'bilans';
  siren: string;
  json: Record<string, unknown>;
  /** What its PDF says. */
  title: string;
}

const deed = (siren: string, suffix: string, dateDepot: string, typeActe: string, decision = '', extra = {}): Filing => ({
  collection: 'actes',
  siren,
  title: `${typeActe} – déposé le ${dateDepot}`,
  json: {
    id: `${siren}-acte-${suffix}`,
    siren,
    dateDepot,
    numChrono: `A${dateDepot.slice(0, 4)}/${suffix}`,
    confidentiality: 'Public',
    nomDocument: `ACTE_${siren}_${suffix}`,
    typeRdd: [{ typeActe, decision }],
    ...extra,
  },
});

const accounts = (siren: string, suffix: string, dateDepot: string, dateCloture: string, confidentiality = 'Public'): Filing => ({
  collection: 'bilans',
  siren,
  title: `Comptes annuels – exercice clos le ${dateCloture}`,
  json: {
    id: `${siren}-bilan-${suffix}`,
    siren,
    dateDepot,
    dateCloture,
    numChrono: `B${dateDepot.slice(0, 4)}/${suffix}`,
    confidentiality,
    nomDocument: `CA_${siren}_${suffix}`,
    typeBilan: 'C',
  },
});

/** Every filing, by company: the stand-in's whole register. */
export function standInFilings(): Map<string, Filing[]> {
  const { full, statutsOnly, nothing, ceased, down, jsonError, slow, notPdf } = REGISTER_STAND_IN_SIRENS;
  const usual = (siren: string) => [
    deed(siren, '2015', '2015-03-02', 'Statuts constitutifs'),
    deed(siren, '2020', '2020-09-14', 'Procès-verbal d’assemblée générale', 'Modification des statuts'),
    deed(siren, '2022', '2022-06-30', 'Procès-verbal d’assemblée générale', 'Nomination de gérant'),
    deed(siren, '2020b', '2020-09-14', 'Statuts mis à jour'),
    accounts(siren, '2021', '2022-07-20', '2021-12-31'),
    accounts(siren, '2022', '2023-07-18', '2022-12-31'),
    accounts(siren, '2023', '2024-07-22', '2023-12-31'),
    accounts(siren, '2023r', '2024-10-03', '2023-12-31'),
  ];
  return new Map([
    [full, usual(full)],
    [
      statutsOnly,
      [
        deed(statutsOnly, '2018', '2018-01-15', 'Copie des statuts'),
        accounts(statutsOnly, '2023', '2024-06-30', '2023-12-31', 'Confidentiel'),
      ],
    ],
    [nothing, []],
    [ceased, [deed(ceased, '2012', '2012-03-01', 'Statuts constitutifs'), accounts(ceased, '2018', '2019-05-02', '2018-12-31')]],
    ...[down, jsonError, slow, notPdf].map((siren): [string, Filing[]] => [siren, usual(siren)]),
  ]);
}

/** A one-page PDF saying what it stands for; the same bytes for the same text. */
export function standInPdf(title: string, siren: string): Promise<Buffer> {
  const doc = new PDFDocument({ info: { Title: title, CreationDate: new Date('2026-01-01T00:00:00Z') } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  doc.fontSize(16).text('Registre national des entreprises (démonstration)');
  doc.moveDown().fontSize(12).text(title).text(`SIREN ${siren}`);
  doc.end();
  return new Promise((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
}

export interface RegisterStandIn {
  url: string;
  /** Every request received, as `METHOD /path`, in order. */
  requests: string[];
  /** Sign-ins accepted so far. */
  signIns(): number;
  /** Makes every token given so far refused (401), as an expired one is. */
  expireTokens(): void;
  /** Fails every later request so (`not-pdf`: every download), or none with null. */
  failWith(failure: RegisterStandInFailure | null): void;
  /** How long a `slow` answer takes. */
  slow(ms: number): void;
  /** The PDF served for filing `id`. */
  pdf(id: string): Promise<Buffer>;
  close(): Promise<void>;
}

export interface RegisterStandInOptions {
  port?: number;
  failure?: RegisterStandInFailure | null;
  slowMs?: number;
}

async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return null;
  }
}

/** Starts the stand-in on this machine (a free port by default). */
export async function startRegisterStandIn({ port = 0, failure = null, slowMs = REGISTER_STAND_IN_SLOW_MS }: RegisterStandInOptions = {}) {
  const companies = standInFilings();
  const filings = new Map([...companies.values()].flat().map((filing) => [String(filing.json.id), filing]));
  const pdfs = new Map<string, Promise<Buffer>>();
  const pdf = (filing: Filing) => {
    const id = String(filing.json.id);
    if (!pdfs.has(id)) pdfs.set(id, standInPdf(filing.title, filing.siren));
    return pdfs.get(id)!;
  };
  const requests: string[] = [];
  let tokens = new Set<string>();
  let signIns = 0;
  let everyFailure = failure;
  let delay = slowMs;

  async function answer(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(json));
    };
    if (url.pathname.startsWith('/stand-in')) {
      if (req.method === 'POST' && url.pathname === '/stand-in/expire-tokens') tokens = new Set();
      else if (req.method === 'POST') {
        try {
          everyFailure = standInFailure(url.searchParams.get('failure'));
        } catch (error) {
          return send(400, { message: (error as Error).message });
        }
        if (url.searchParams.has('delay')) delay = Number(url.searchParams.get('delay'));
      }
      return send(200, { requests, signIns });
    }
    requests.push(`${req.method} ${url.pathname}`);
    const company = /^\/api\/companies\/(\d{9})\/attachments$/.exec(url.pathname)?.[1];
    const download = /^\/api\/(actes|bilans)\/([^/]+)\/download$/.exec(url.pathname);
    const filing = download ? filings.get(decodeURIComponent(download[2]!)) : undefined;
    const failing = everyFailure ?? FAILURE_OF[company ?? filing?.siren ?? ''] ?? null;

    if (failing === 'slow') await new Promise((resolve) => setTimeout(resolve, delay));
    if (failing === 'down') return send(503, { code: 503, message: 'Service Unavailable' });
    if (failing === 'json-error' && url.pathname !== '/api/sso/login')
      return send(200, { code: 500, message: 'Une erreur est survenue, veuillez réessayer plus tard.' });

    if (req.method === 'POST' && url.pathname === '/api/sso/login') {
      const body = (await jsonBody(req)) as { username?: unknown; password?: unknown } | null;
      if (body?.username !== REGISTER_STAND_IN_ACCOUNT.username || body?.password !== REGISTER_STAND_IN_ACCOUNT.password)
        return send(401, { code: 401, message: 'Invalid credentials.' });
      const token = randomBytes(24).toString('base64url');
      tokens.add(token);
      signIns++;
      return send(200, { token, user: { id: 1, email: 'demo@example.fr' } });
    }
    if (req.method !== 'GET') return send(405, { code: 405, message: 'Method Not Allowed' });
    if (!tokens.has(req.headers.authorization?.replace(/^Bearer /, '') ?? ''))
      return send(401, { code: 401, message: 'Invalid JWT Token' });

    if (company) {
      const held = companies.get(company);
      if (!held) return send(404, { code: 404, message: 'Not Found' });
      const of = (collection: Filing['collection']) => held.filter((one) => one.collection === collection).map((one) => one.json);
      return send(200, { actes: of('actes'), bilans: of('bilans'), bilansSaisis: [] });
    }
    if (!download || filing?.collection !== download[1]) return send(404, { code: 404, message: 'Not Found' });
    if (failing === 'not-pdf') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      return res.end('<!DOCTYPE html><html><body><h1>Maintenance en cours</h1></body></html>');
    }
    const bytes = await pdf(filing);
    res.writeHead(200, { 'Content-Type': 'application/pdf', 'Content-Length': bytes.length });
    res.end(bytes);
  }
  // A client that gave up (the service's deadline) leaves its request unread: nothing to answer.
  const server = createServer((req, res) => void answer(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    signIns: () => signIns,
    expireTokens() {
      tokens = new Set();
    },
    failWith(failure) {
      everyFailure = failure;
    },
    slow(ms) {
      delay = ms;
    },
    pdf(id) {
      const filing = filings.get(id);
      if (!filing) throw new Error(`No filing ${id}`);
      return pdf(filing);
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies RegisterStandIn;
}
