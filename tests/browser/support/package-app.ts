import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import { build } from 'vite';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const FIXTURE = `${ROOT}tests/fixtures/package-app/`;
/** The partner's project: the fixture's files, its package.json, node_modules and build (tmp/ is out of git). */
const APP = `${ROOT}tmp/package-app/`;

/**
 * Packs packages/widget as `npm publish` would, installs the tarball into a copy of the fixture app
 * as a partner does (`npm install <tarball>`, offline: it has no dependency), and builds the app with
 * Vite. React and Vite resolve from the repository's node_modules, above tmp/. Returns the built folder.
 */
export async function buildPackageApp(): Promise<string> {
  if (!existsSync(`${ROOT}packages/widget/package.json`)) throw new Error('packages/widget est à construire : lancez « npm run build ».');
  rmSync(APP, { recursive: true, force: true });
  mkdirSync(APP, { recursive: true });
  cpSync(FIXTURE, APP, { recursive: true });
  const [packed] = JSON.parse(
    execFileSync('npm', ['pack', `${ROOT}packages/widget`, '--pack-destination', APP, '--json'], { cwd: APP, encoding: 'utf8' }),
  );
  writeFileSync(`${APP}package.json`, `${JSON.stringify({ name: 'cabinet-partenaire', private: true, type: 'module' }, null, 2)}\n`);
  execFileSync('npm', ['install', '--offline', '--no-audit', '--no-fund', '--ignore-scripts', `./${packed.filename}`], {
    cwd: APP,
    stdio: 'pipe',
  });
  await build({
    configFile: false,
    root: APP,
    logLevel: 'warn',
    mode: 'production',
    // As a partner's production build, whatever NODE_ENV the test runner set.
    define: { 'process.env.NODE_ENV': '"production"' },
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      outDir: `${APP}dist`,
      emptyOutDir: true,
      // The React entry's 'use client' is for React Server Components (Next.js); a client-only bundle
      // drops it, and Vite says so in a warning, harmless here as in any partner's Vite app.
      rolldownOptions: {
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  });
  return `${APP}dist`;
}

/** The installed package's manifest, as the partner's node_modules holds it. */
export function installedPackage(): { name: string; version: string } {
  return JSON.parse(readFileSync(`${APP}node_modules/@kbis-facile/widget/package.json`, 'utf8'));
}

/** Serves the built app on `host`, a free port. */
export async function servePackageApp(dir: string, host = 'localhost') {
  const assets = sirv(dir, { single: true });
  const server = createServer((req, res) => assets(req, res));
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
