/** The back office's sessions and WebAuthn challenges, in the store so that every instance sees them. */
import type { Store } from './connect';
import type { WebauthnChallengesTable } from './schema';

/** The session and its operator (removed operators have none). */
export const findSession = (db: Store, idHash: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('operators', 'operators.email', 'sessions.operator_email')
    .select([
      'sessions.id_hash',
      'sessions.csrf_token',
      'sessions.created_at',
      'sessions.last_seen_at',
      'operators.email',
      'operators.role',
    ])
    .where('sessions.id_hash', '=', idHash)
    .executeTakeFirst();

export async function touchSession(db: Store, idHash: string, now: string) {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id_hash', '=', idHash).execute();
}

export async function deleteSession(db: Store, idHash: string) {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/** Sessions idle or too old for any rule to accept them, and challenges past their expiry. */
export async function deleteStaleSessions(db: Store, idleBefore: string, createdBefore: string, now: string) {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', idleBefore), eb('created_at', '<', createdBefore)]))
    .execute();
  await db.deleteFrom('webauthn_challenges').where('expires_at', '<', now).execute();
}

export async function saveChallenge(db: Store, challenge: WebauthnChallengesTable) {
  await db.insertInto('webauthn_challenges').values(challenge).execute();
}

/**
 * Takes the challenge out of the store: it answers once, on whichever instance, and only before its
 * expiry, for the purpose it was made for.
 */
export async function takeChallenge(db: Store, id: string, purpose: WebauthnChallengesTable['purpose'], now: string) {
  const challenge = await db.selectFrom('webauthn_challenges').selectAll().where('id', '=', id).executeTakeFirst();
  if (!challenge) return null;
  const deleted = await db.deleteFrom('webauthn_challenges').where('id', '=', id).executeTakeFirst();
  if (Number(deleted.numDeletedRows) !== 1 || challenge.purpose !== purpose || challenge.expires_at <= now) return null;
  return challenge;
}
