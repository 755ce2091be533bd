/**
 * The back office's two files: its stylesheet, part of the service, and the passkey
 * ceremony's script, which `npm run build` bundles (vite.back-office.config.ts) beside the service.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { BACK_OFFICE_CSS } from '../../pages/back-office/exploitation-css';
import type { BackOfficeEnv } from './env';
import { openToAll } from './guard';

/** Where the build writes the script, from the service's working directory as `dist/` is. */
export const PASSKEY_SCRIPT_FILE = 'dist-server/exploitant/cle-d-acces.js';

export function backOfficeAssets() {
  const app = new Hono<BackOfficeEnv>();
  let script: string | undefined;
  app.get('/exploitation.css', openToAll(), (c) => c.body(BACK_OFFICE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/cle-d-acces.js', openToAll(), (c) => {
    script ??= readFileSync(resolve(PASSKEY_SCRIPT_FILE), 'utf8');
    return c.body(script, 200, { 'Content-Type': 'text/javascript; charset=utf-8' });
  });
  return app;
}
