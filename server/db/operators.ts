/** The back office's operators, their passkeys and the one-time enrolment addresses. */
import type { Transaction } from 'kysely';
import type { Store } from './connect';
import type { Database, OperatorRole, PasskeysTable, SessionsTable } from './schema';

/** What a revocation took away: the operator's passkeys and sessions. */
export interface Revoked {
  passkeys: number;
  sessions: number;
}

/**
 * Deletes the operator's passkeys, then their sessions, inside `trx`, which has locked the operator's
 * row. In that order: a sign-in that holds a passkey's row (signInWithPasskey) finishes first, and the
 * session it opened is then seen and deleted too.
 */
async function revokeIn(trx: Transaction<Database>, email: string): Promise<Revoked> {
  const passkeys = await trx.deleteFrom('passkeys').where('operator_email', '=', email).executeTakeFirst();
  const sessions = await trx.deleteFrom('sessions').where('operator_email', '=', email).executeTakeFirst();
  return { passkeys: Number(passkeys.numDeletedRows), sessions: Number(sessions.numDeletedRows) };
}

/**
 * Adds the operator (null); or, for a known one (a lost device), gives them `role` and a new enrolment
 * secret and revokes every passkey and session they had, in one transaction (what was revoked).
 */
export async function putOperator(
  db: Store,
  email: string,
  role: OperatorRole,
  enrolment: { hash: string; expiresAt: string },
  now: string,
): Promise<Revoked | null> {
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .updateTable('operators')
      .set({ role, enrolment_hash: enrolment.hash, enrolment_expires_at: enrolment.expiresAt })
      .where('email', '=', email)
      .executeTakeFirst();
    if (Number(known.numUpdatedRows) === 1) return revokeIn(trx, email);
    await trx
      .insertInto('operators')
      .values({ email, role, created_at: now, enrolment_hash: enrolment.hash, enrolment_expires_at: enrolment.expiresAt })
      .execute();
    return null;
  });
}

/**
 * Ends every access of the operator, who stays listed with their role: passkeys, sessions and any
 * enrolment address not yet used, in one transaction. Null when there is no such operator.
 */
export async function revokeOperator(db: Store, email: string): Promise<Revoked | null> {
  return db.transaction().execute(async (trx) => {
    const known = await trx
      .updateTable('operators')
      .set({ enrolment_hash: null, enrolment_expires_at: null })
      .where('email', '=', email)
      .executeTakeFirst();
    return Number(known.numUpdatedRows) === 1 ? revokeIn(trx, email) : null;
  });
}

export const listOperators = (db: Store) =>
  db
    .selectFrom('operators')
    .leftJoin('passkeys', 'passkeys.operator_email', 'operators.email')
    .select(['operators.email', 'operators.role', 'operators.created_at', 'operators.enrolment_expires_at'])
    .select((eb) => eb.fn.count<number>('passkeys.id').as('passkeys'))
    .groupBy(['operators.email', 'operators.role', 'operators.created_at', 'operators.enrolment_expires_at'])
    .orderBy('operators.email')
    .execute();

/** Removes the operator with its passkeys and sessions; false when there was none. */
export async function removeOperator(db: Store, email: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    await revokeIn(trx, email);
    const result = await trx.deleteFrom('operators').where('email', '=', email).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

export const findOperator = (db: Store, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();

/** The operator whose enrolment secret hashes to `hash`, while it is valid. */
export const findEnrolment = (db: Store, hash: string, now: string) =>
  db.selectFrom('operators').selectAll().where('enrolment_hash', '=', hash).where('enrolment_expires_at', '>', now).executeTakeFirst();

export const findPasskey = (db: Store, id: string) => db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();

/** The operator's passkeys, oldest first: when each was made and last used. */
export const passkeysOf = (db: Store, email: string) =>
  db.selectFrom('passkeys').selectAll().where('operator_email', '=', email).orderBy('created_at').orderBy('id').execute();

/**
 * Stores the passkey, uses up the enrolment secret and opens the operator's first session, in one
 * transaction: of two enrolments racing with the same secret, one only succeeds, and a revocation
 * meanwhile finds both the passkey and the session. False when the secret was used or expired meanwhile.
 */
export async function enrolPasskey(db: Store, hash: string, passkey: PasskeysTable, session: SessionsTable, now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('operators')
      .set({ enrolment_hash: null, enrolment_expires_at: null })
      .where('email', '=', passkey.operator_email)
      .where('enrolment_hash', '=', hash)
      .where('enrolment_expires_at', '>', now)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx.insertInto('passkeys').values(passkey).execute();
    await trx.insertInto('sessions').values(session).execute();
    return true;
  });
}

/**
 * Records the passkey's use (its counter, the time) and opens the session, in one transaction: false,
 * and no session, when the passkey was revoked since it was read.
 */
export async function signInWithPasskey(db: Store, id: string, counter: number, session: SessionsTable): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable('passkeys')
      .set({ counter, last_used_at: session.created_at })
      .where('id', '=', id)
      .where('operator_email', '=', session.operator_email)
      .executeTakeFirst();
    if (Number(used.numUpdatedRows) !== 1) return false;
    await trx.insertInto('sessions').values(session).execute();
    return true;
  });
}
