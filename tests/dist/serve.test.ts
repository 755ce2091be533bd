import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headersFor } from '../../site/headers.mjs';
import { startStaticServer } from '../../scripts/serve.mjs';

describe('static server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kbis-dist-'));
  let server: Awaited<ReturnType<typeof startStaticServer>>;

  beforeAll(async () => {
    mkdirSync(join(dir, 'pages'));
    writeFileSync(join(dir, 'index.html'), '<h1>accueil</h1>');
    writeFileSync(join(dir, 'pages', 'cgv.html'), '<h1>cgv</h1>');
    writeFileSync(join(dir, '404.html'), '<h1>introuvable</h1>');
    writeFileSync(join(dir, 'widget.js'), 'void 0;');
    writeFileSync(join(dir, 'widget.js.gz'), gzipSync('void 0;'));
    mkdirSync(join(dir, 'widget'));
    writeFileSync(join(dir, 'widget', '1.0.0.js'), 'void 1;');
    writeFileSync(join(dir, 'widget.d.ts'), 'export {};');
    writeFileSync(join(dir, 'widget.d.ts.gz'), gzipSync('export {};'));
    server = await startStaticServer({ dir });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true });
  });

  it('serves the home page and pages without a trailing slash or extension', async () => {
    const home = await fetch(`${server.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('accueil');
    const page = await fetch(`${server.url}/pages/cgv`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toContain('cgv');
  });

  it('serves scripts with a JavaScript type', async () => {
    const script = await fetch(`${server.url}/widget.js`);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
  });

  it("serves the partners' TypeScript declaration as text, compressed or not", async () => {
    for (const encoding of ['gzip', 'identity']) {
      const types = await fetch(`${server.url}/widget.d.ts`, { headers: { 'Accept-Encoding': encoding } });
      expect(types.headers.get('content-type'), encoding).toBe('text/plain; charset=utf-8');
      expect(await types.text(), encoding).toBe('export {};');
    }
  });

  it('sends the precompressed file to clients that accept it', async () => {
    const response = await fetch(`${server.url}/widget.js`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe('void 0;');
  });

  it('sends the header rules with each file, compressed or not', async () => {
    for (const encoding of ['gzip', 'identity']) {
      const latest = await fetch(`${server.url}/widget.js`, { headers: { 'Accept-Encoding': encoding } });
      expect(latest.headers.get('access-control-allow-origin'), encoding).toBe('*');
      expect(latest.headers.get('cache-control'), encoding).toBe(headersFor('/widget.js')['Cache-Control']);
    }
    const pinned = await fetch(`${server.url}/widget/1.0.0.js`);
    expect(pinned.headers.get('access-control-allow-origin')).toBe('*');
    expect(pinned.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${server.url}/`)).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    for (const path of ['/pages/inconnue', '/nope/deep/path', '/widget.jsx']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).toContain('introuvable');
    }
  });

  it('does not serve files outside the folder', async () => {
    const response = await fetch(`${server.url}/..%2f..%2fetc%2fpasswd`);
    expect(response.status).toBe(404);
  });
});
