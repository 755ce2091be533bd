/** A signed-in operator without the passkey ceremony, for the tests and the back office's bench. */
import type { Store } from '../server/db/connect';
import type { OperatorRole } from '../server/db/schema';
import { sessionCookie } from '../server/domain/session-rules';
import { newSecret, sha256 } from '../server/http/back-office/session';

/** An operator with a live session, as a sign-in leaves it: its cookie header and form token. */
export async function signedIn(db: Store, serviceUrl: string, email: string, role: OperatorRole, now = new Date()) {
  const secret = newSecret();
  const csrf = newSecret();
  const at = now.toISOString();
  await db
    .insertInto('operators')
    .values({ email, role, created_at: at, enrolment_hash: null, enrolment_expires_at: null })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .execute();
  await db
    .insertInto('sessions')
    .values({ id_hash: sha256(secret), operator_email: email, csrf_token: csrf, created_at: at, last_seen_at: at })
    .execute();
  return { cookie: `${sessionCookie(serviceUrl).name}=${secret}`, csrf };
}
