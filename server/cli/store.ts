/**
 * The store of the operator's commands: the one the service uses with the same environment, opened
 * only if it exists and is at this version's schema, never created nor migrated. Run without the
 * service's environment, a command would otherwise work on a new, empty base and report it as if
 * all were well; it stops instead, saying what it looked for and how to give it the environment.
 */
import { resolve } from 'node:path';
import { DEFAULT_SQLITE_FILE, readStoreLocation } from '../config';
import { isPostgresUrl, openExistingStore, type Store, StoreNotReady } from '../db/connect';

type Env = Readonly<Record<string, string | undefined>>;

/** Where the service keeps its environment in the documented install (docs/commandes.md). */
export const SERVICE_ENV_FILE = '/etc/kbis-facile/env';

/** Which base the service would use with `env`, and which setting says so. */
export function describeStore(env: Env): string {
  const location = readStoreLocation(env);
  if (env.DATABASE_URL) return 'la base PostgreSQL de DATABASE_URL';
  if (env.SQLITE_FILE) return `le fichier SQLite de SQLITE_FILE, ${resolve(location)}`;
  return `le fichier SQLite par défaut (ni DATABASE_URL ni SQLITE_FILE n’est réglé), ${DEFAULT_SQLITE_FILE} dans le dossier courant : ${resolve(location)}`;
}

const HOW = `Lancez la commande avec l’environnement du service : --env-file ${SERVICE_ENV_FILE} (ou node --env-file=${SERVICE_ENV_FILE} dist-server/cli.mjs …), ou réglez DATABASE_URL ou SQLITE_FILE comme pour le service.`;

/** The French message of a store the commands refuse. */
export function storeRefusal(env: Env, error: StoreNotReady): string {
  const where = `Avec cet environnement, le service utiliserait ${describeStore(env)}`;
  if (error.reason === 'missing') return `${where}, qui n’existe pas. Rien n’a été créé.\n${HOW}`;
  return `${where}, dont le schéma n’est pas celui de cette version (${error.pending.length} migration(s) à appliquer, dont ${error.pending[0]}). Démarrez d’abord le service de cette version, qui met la base à jour : les commandes ne la modifient pas.`;
}

/** Runs `use` on the service's store, then closes it; a French error, and nothing done, without one. */
export async function withExistingStore(env: Env, use: (db: Store) => Promise<void>): Promise<void> {
  const location = readStoreLocation(env);
  let db: Store;
  try {
    db = await openExistingStore(location);
  } catch (error) {
    if (error instanceof StoreNotReady) throw new Error(storeRefusal(env, error));
    const why = error instanceof Error ? error.message : String(error);
    throw new Error(
      isPostgresUrl(location)
        ? `La base PostgreSQL de DATABASE_URL ne répond pas (${why}).`
        : `Le fichier SQLite ${resolve(location)} ne s’ouvre pas (${why}).`,
    );
  }
  try {
    await use(db);
  } finally {
    await db.destroy();
  }
}
