import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../', import.meta.url));

/** Where bench/vite.react.config.ts writes the widget built against React 19. */
export const REACT_WIDGET = new URL('../.bench/react/widget.js', import.meta.url);

/**
 * Builds the same widget source against React 19 and react-dom with the shipped build's options.
 * Through the CLI, as `npm run build` builds the shipped one, and with NODE_ENV forced: Vite's
 * `runnerImport` sets it to development in the bench's process (inherited otherwise), which switches
 * JSX to the dev runtime that React's production build leaves empty.
 */
export function buildReactWidget() {
  execFileSync(`${ROOT}node_modules/.bin/vite`, ['build', '-c', 'bench/vite.react.config.ts', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
