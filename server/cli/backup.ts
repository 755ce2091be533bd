/**
 * `backup FILE`: a consistent copy of the SQLite store, safe while the service runs. `VACUUM INTO`
 * reads the whole base in one transaction, so the copy holds every committed order and nothing half
 * written, which a copy of var/ (the file, its -wal and -shm taken at different instants) does not
 * promise. The copy is then opened and checked before the command says it is done.
 */
import { existsSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import { isPostgresUrl } from '../db/connect';

export function backupCommand(location: string, args: readonly string[], out: (line: string) => void): void {
  if (isPostgresUrl(location))
    throw new Error(
      'La base est PostgreSQL : sauvegardez-la avec pg_dump (par exemple pg_dump --format=custom --file=kbis-facile.dump "$DATABASE_URL").',
    );
  const target = args[0];
  if (!target)
    throw new Error('Indiquez le fichier de la copie : backup FICHIER (par exemple backup /srv/sauvegardes/kbis-facile.sqlite).');
  if (existsSync(target)) throw new Error(`${target} existe déjà : choisissez un fichier nouveau, la sauvegarde n'en écrase aucun.`);
  if (!existsSync(location)) throw new Error(`Aucune base à ${resolve(location)} : vérifiez SQLITE_FILE.`);
  const source = new SQLite(location, { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    source.prepare('VACUUM INTO ?').run(target);
  } finally {
    source.close();
  }
  const copy = new SQLite(target, { readonly: true, fileMustExist: true });
  try {
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') throw new Error(`La copie ${target} est illisible (${String(integrity)}).`);
    const { orders } = copy.prepare('SELECT count(*) AS orders FROM orders').get() as { orders: number };
    out(
      `Sauvegarde de ${resolve(location)} écrite dans ${resolve(target)} (${Math.ceil(statSync(target).size / 1024)} Kio, ${orders} commande(s)), vérifiée.`,
    );
  } finally {
    copy.close();
  }
}
