import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Where the bench writes the widget built with an order service, the build customers load. */
export const SERVICE_WIDGET = new URL('../.bench/service/widget.js', import.meta.url);

/**
 * An address nothing answers: the bench times opening the dialog and going to step 2, where the
 * service build differs from the static one by its company combobox and documents, not by what the
 * service answers; a search that fails is silent, as on a partner whose CSP blocks the service.
 */
const UNREACHABLE_SERVICE = 'http://127.0.0.1:9';

/**
 * Builds the widget as `npm start` does for its shop (ORDER_SERVICE_URL set), through the CLI as
 * `npm run build` does, into .bench/service/.
 */
export function buildServiceWidget() {
  execFileSync(`${ROOT}node_modules/.bin/vite`, ['build', '-c', 'vite.widget.config.ts', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ORDER_SERVICE_URL: UNREACHABLE_SERVICE, OUT_DIR: '.bench/service' },
  });
}
