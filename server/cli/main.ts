/**
 * The operator's commands, one table: `orders` (and its own subcommands), `purge`, `backup`,
 * `operators`. Each reads only where the store is (`readStoreLocation`), never the payment's secrets,
 * and works only on the store the service made (store.ts). `--env-file PATH` reads the service's
 * environment file first, as `node --env-file=PATH` does: a variable already set wins. Compiled into
 * dist-server/cli.mjs, which a production install runs without Vite or the TypeScript sources;
 * scripts/orders.mjs runs it from either.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from 'node:util';
import { readServiceUrl, readStoreLocation } from '../config';
import { backupCommand } from './backup';
import { operatorsCommand } from './operators';
import { ordersCommand } from './orders';
import { withExistingStore } from './store';

type Env = Readonly<Record<string, string | undefined>>;

export interface CommandIo {
  env: Env;
  out: (line: string) => void;
}

interface Command {
  usage: string;
  summary: string;
  run(args: readonly string[], io: CommandIo): Promise<void>;
}

export const COMMANDS: Record<string, Command> = {
  orders: {
    usage: 'orders [--csv FICHIER] [--withdrawals-csv FICHIER]',
    summary: 'liste ou exporte les commandes et les rétractations',
    run: (args, io) => withExistingStore(io.env, (db) => ordersCommand(db, args, io.out)),
  },
  purge: {
    usage: 'purge',
    summary: 'applique les durées de conservation',
    run: (args, io) => withExistingStore(io.env, (db) => ordersCommand(db, ['purge', ...args], io.out)),
  },
  operators: {
    usage: 'operators add EMAIL --role admin|fulfiller | list | keys EMAIL | revoke EMAIL | remove EMAIL',
    summary: 'qui peut se connecter au back-office /exploitant',
    run: (args, io) =>
      withExistingStore(io.env, async (db) => {
        const code = await operatorsCommand(db, args, io.out, { serviceUrl: () => readServiceUrl(io.env), now: new Date() });
        if (code !== 0) process.exitCode = code;
      }),
  },
  backup: {
    usage: 'backup FICHIER',
    summary: 'copie cohérente de la base SQLite, service en marche ou non',
    run: async (args, io) => backupCommand(readStoreLocation(io.env), args, io.out),
  },
};

/** Runs `argv` (the command's name, then its arguments); throws a French message for a wrong one. */
export async function runCommand(argv: readonly string[], io: CommandIo): Promise<void> {
  const [name, ...args] = argv;
  const command = name && Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined;
  if (!command) {
    const width = Math.max(...Object.values(COMMANDS).map((known) => known.usage.length)) + 2;
    const list = Object.values(COMMANDS).map((known) => `  ${known.usage.padEnd(width)}${known.summary}`);
    throw new Error([name ? `Commande inconnue : « ${name} ». Commandes :` : 'Indiquez une commande :', ...list].join('\n'));
  }
  await command.run(args, io);
}

/** `argv` without its `--env-file PATH` (or `--env-file=PATH`), and `env` completed with that file's variables. */
export function withEnvFile(argv: readonly string[], env: Env): { argv: string[]; env: Env } {
  const rest = [...argv];
  const index = rest.findIndex((arg) => arg === '--env-file' || arg.startsWith('--env-file='));
  if (index < 0) return { argv: rest, env };
  const [flag] = rest.splice(index, 1);
  const path = flag.includes('=') ? flag.slice(flag.indexOf('=') + 1) : rest.splice(index, 1)[0];
  if (!path) throw new Error('--env-file : indiquez le fichier d’environnement du service (par exemple --env-file /etc/kbis-facile/env).');
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (error) {
    throw new Error(`--env-file : ${path} ne se lit pas (${error instanceof Error ? error.message : String(error)}).`);
  }
  return { argv: rest, env: { ...parseEnv(text), ...env } };
}

/** The process's command line: exit code 1 with the message alone (no stack) when the command fails. */
export async function main(argv: readonly string[]): Promise<void> {
  try {
    const given = withEnvFile(argv, process.env);
    await runCommand(given.argv, { env: given.env, out: console.log });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
