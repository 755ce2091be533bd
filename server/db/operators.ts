/** The back office's operators, their passkeys and the one-time enrolment addresses. */
import type { Store } from './connect';
import type { OperatorRole, PasskeysTable } from './schema';

/** Adds the operator, or gives a known one `role` and a new enrolment secret (its passkeys stay). */
export async function putOperator(
  db: Store,
  email: string,
  role: OperatorRole,
  enrolment: { hash: string; expiresAt: string },
  now: string,
) {
  await db
    .insertInto('operators')
    .values({ email, role, created_at: now, enrolment_hash: enrolment.hash, enrolment_expires_at: enrolment.expiresAt })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet({ role, enrolment_hash: enrolment.hash, enrolment_expires_at: enrolment.expiresAt }),
    )
    .execute();
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
    await trx.deleteFrom('sessions').where('operator_email', '=', email).execute();
    await trx.deleteFrom('passkeys').where('operator_email', '=', email).execute();
    const result = await trx.deleteFrom('operators').where('email', '=', email).executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  });
}

export const findOperator = (db: Store, email: string) =>
  db.selectFrom('operators').selectAll().where('email', '=', email).executeTakeFirst();

/** The operator whose enrolment secret hashes to `hash`, while it is valid. */
export const findEnrolment = (db: Store, hash: string, now: string) =>
  db.selectFrom('operators').selectAll().where('enrolment_hash', '=', hash).where('enrolment_expires_at', '>', now).executeTakeFirst();

export const passkeysOf = (db: Store, email: string) => db.selectFrom('passkeys').selectAll().where('operator_email', '=', email).execute();

export const findPasskey = (db: Store, id: string) => db.selectFrom('passkeys').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * Stores the passkey and uses up the enrolment secret, in one transaction: of two enrolments racing
 * with the same secret, one only succeeds. False when the secret was used or expired meanwhile.
 */
export async function enrolPasskey(db: Store, hash: string, passkey: PasskeysTable, now: string): Promise<boolean> {
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
    return true;
  });
}

export async function passkeyUsed(db: Store, id: string, counter: number, now: string) {
  await db.updateTable('passkeys').set({ counter, last_used_at: now }).where('id', '=', id).execute();
}
