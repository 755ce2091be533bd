import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../scripts/serve.mjs';

/** Writes `file` and its precompressed copies, as the build does. */
function writeBuilt(dir: string, file: string, text: string) {
  writeFileSync(join(dir, file), text);
  writeFileSync(join(dir, `${file}.br`), brotliCompressSync(text));
  writeFileSync(join(dir, `${file}.gz`), gzipSync(text));
}

/** The bytes as sent, not decoded (fetch would decode them); fails when they stop short of Content-Length. */
function rawGet(url: string, encoding: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { 'Accept-Encoding': encoding }, timeout: 5000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`${url} : pas de réponse entière en 5 s`)));
    request.on('error', reject);
  });
}

describe('a dist/ rebuilt in place under a running static server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kbis-rebuilt-'));
  let server: Awaited<ReturnType<typeof startStaticServer>>;
  const get = (path: string, encoding: string) =>
    fetch(`${server.url}${path}`, { headers: { 'Accept-Encoding': encoding }, signal: AbortSignal.timeout(5000) });

  beforeAll(async () => {
    mkdirSync(join(dir, 'pages'));
    mkdirSync(join(dir, 'assets'));
    writeBuilt(dir, 'index.html', '<h1>accueil</h1>');
    writeBuilt(dir, 'pages/retractation.html', `<h1>Rétractation</h1>${'<p>première construction</p>'.repeat(40)}`);
    writeFileSync(join(dir, 'assets/site-ancien.css'), 'body{}');
    writeFileSync(join(dir, '404.html'), '<h1>introuvable, première construction</h1>');
    server = await startStaticServer({ dir });
    // Served once before the rebuild, as a running server has.
    for (const encoding of ['br', 'gzip', 'identity']) expect((await get('/pages/retractation', encoding)).status).toBe(200);
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true });
  });

  it.each(['br', 'gzip', 'identity'])('serves each page as it now is, %s, whole and as long as announced', async (encoding) => {
    for (const [round, text] of [
      ['shorter', '<h1>Rétractation</h1><p>deuxième</p>'],
      ['longer', `<h1>Rétractation</h1>${'<p>troisième construction, plus longue</p>'.repeat(80)}`],
    ] as const) {
      writeBuilt(dir, 'pages/retractation.html', text);
      const { headers, body } = await rawGet(`${server.url}/pages/retractation`, encoding);
      expect(headers['content-encoding'] ?? 'identity', round).toBe(encoding);
      const expected = { br: brotliCompressSync(text), gzip: gzipSync(text), identity: Buffer.from(text) }[encoding]!;
      expect(Number(headers['content-length']), round).toBe(expected.length);
      expect(body.equals(expected), round).toBe(true);
      // Decoded, as a browser reads it.
      expect(await (await get('/pages/retractation', encoding)).text(), round).toBe(text);
    }
  });

  it("serves the new build's files, and answers 404 with the new 404 page for those it removed", async () => {
    writeFileSync(join(dir, 'assets/site-nouveau.css'), 'body{color:black}');
    unlinkSync(join(dir, 'assets/site-ancien.css'));
    writeFileSync(join(dir, '404.html'), '<h1>introuvable, deuxième construction</h1>');
    expect(await (await get('/assets/site-nouveau.css', 'identity')).text()).toBe('body{color:black}');
    const removed = await get('/assets/site-ancien.css', 'identity');
    expect(removed.status).toBe(404);
    expect(await removed.text()).toContain('deuxième construction');
  });

  it('keeps caching to the header rules: a page gets no Cache-Control, an asset its own', async () => {
    expect((await get('/pages/retractation', 'br')).headers.get('cache-control')).toBeNull();
    expect((await get('/assets/site-nouveau.css', 'identity')).headers.get('cache-control')).toContain('immutable');
  });

  it('serves no hidden file', async () => {
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    expect((await get('/.env', 'identity')).status).toBe(404);
  });
});
