import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../dev/free-port';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

export interface ServiceProcess {
  url: string;
  process: ChildProcess;
  /** What it printed. */
  output(): string;
  /** kill -9: no handler runs, nothing is flushed but what the store already committed. */
  crash(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Runs the built service (`npm run build` compiles dist-server/main.mjs) in a process of its own, with
 * `env`, from the working copy or from the folder `dir` it is installed in (its current directory).
 */
export async function startServiceProcess(env: Record<string, string>, port?: number, dir = ROOT): Promise<ServiceProcess> {
  const main = join(dir, 'dist-server/main.mjs');
  if (!existsSync(main)) throw new Error('dist-server/main.mjs est absent : lancez « npm run build » avant ces tests.');
  const actualPort = port ?? (await freePort());
  const child = spawn(process.execPath, [main], {
    cwd: dir,
    env: { PATH: process.env.PATH, ...env, PORT: String(actualPort), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    output += chunk;
  });
  await new Promise<void>((resolve, reject) => {
    const ready = () => {
      if (output.includes('Emails :')) {
        child.stdout!.off('data', ready);
        resolve();
      }
    };
    child.stdout!.on('data', ready);
    child.once('exit', (code) => reject(new Error(`Le service s'est arrêté au démarrage (code ${code}) :\n${output}`)));
  });
  const exited = () =>
    new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));
  return {
    url: `http://127.0.0.1:${actualPort}`,
    process: child,
    output: () => output,
    async crash() {
      child.kill('SIGKILL');
      await exited();
    },
    async stop() {
      child.kill('SIGTERM');
      await exited();
    },
  };
}
