import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a browser says of one violation, from the `csp-report` object it posts to `report-uri`. */
export interface CspReport {
  /** The directive that blocked something, e.g. `img-src` or `require-trusted-types-for`. */
  directive: string;
  /** What was blocked: a URL, `inline`, `eval`, `trusted-types-sink`… */
  blocked: string;
  /** The page the violation happened on. */
  page: string;
}

/**
 * Collects the Content-Security-Policy reports browsers post to `uri` (given as the policy's
 * `report-uri`). The browser sends them itself, from the first byte of the page on, in every
 * engine, which an event listener added by a test after the page loaded could not see.
 */
export async function startCspReportCollector(host = '127.0.0.1') {
  const reports: CspReport[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const report = JSON.parse(Buffer.concat(chunks).toString('utf8'))['csp-report'];
      reports.push({
        directive: report['effective-directive'] ?? report['violated-directive'],
        blocked: report['blocked-uri'],
        page: report['document-uri'],
      });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    uri: `http://${host}:${port}/csp`,
    reports,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Run in a page of the site: writes HTML from a string, which the enforced Trusted Types policy
 * must refuse with a TypeError. Returns the error's name, or `accepted` if the write went through.
 * Serialised into the page by each engine's driver, so it uses nothing from this module's scope.
 */
export function writeHtmlFromString(): string {
  try {
    document.createElement('div').innerHTML = '<img src=x>';
    return 'accepted';
  } catch (error) {
    return (error as Error).name;
  }
}

/** The one report `writeHtmlFromString` makes the browser send, from the page at `pageUrl`. */
export const deliberateViolation = (pageUrl: string): CspReport => ({
  directive: 'require-trusted-types-for',
  blocked: 'trusted-types-sink',
  page: pageUrl,
});
