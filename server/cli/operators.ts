/**
 * `npm run operators -- add EMAIL --role admin|fulfiller`, `list`, `keys EMAIL`, `revoke EMAIL`,
 * `remove EMAIL`: who may sign in to the back office. `add` prints a one-time enrolment address, valid
 * 24 hours, of which the store keeps only a hash. `add` again for a known operator (a lost device:
 * access to the server is the way back in) revokes all they had, passkeys and sessions, in one
 * transaction, then gives the new address and sets the role; `revoke` revokes without an address.
 */
import type { Store } from '../db/connect';
import { listOperators, passkeysOf, putOperator, removeOperator, type Revoked, revokeOperator } from '../db/operators';
import type { OperatorRole } from '../db/schema';
import { BO } from '../domain/back-office-paths';
import { newSecret, sha256 } from '../domain/secrets';
import { passkeyTail, SECURITY_LOG } from '../domain/security-log';

export const ENROLMENT_VALIDITY_MS = 24 * 60 * 60_000;
const ROLES: readonly OperatorRole[] = ['admin', 'fulfiller'];
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,}$/;

export const OPERATORS_USAGE = [
  'Usage :',
  '  npm run operators -- add EMAIL --role admin|fulfiller   ajoute un opérateur ; s’il existe (appareil perdu), révoque ses clés',
  '                                                          d’accès et ses sessions et lui donne une nouvelle adresse d’inscription',
  '  npm run operators -- list                               liste les opérateurs',
  '  npm run operators -- keys EMAIL                         liste les clés d’accès d’un opérateur (créée le, dernier usage)',
  '  npm run operators -- revoke EMAIL                       révoque les clés d’accès et les sessions d’un opérateur, qui reste inscrit',
  '  npm run operators -- remove EMAIL                       retire un opérateur, ses clés d’accès et ses sessions',
].join('\n');

const minute = (instant: string) => `${instant.slice(0, 16).replace('T', ' ')} UTC`;

export interface OperatorsOptions {
  /**
   * The service's public address, which the enrolment address starts with: read only by `add`, before
   * anything changes, so that every other subcommand runs without it.
   */
  serviceUrl: () => string;
  now: Date;
}

/** Runs the command; returns the process's exit code. */
export async function operatorsCommand(
  db: Store,
  args: readonly string[],
  out: (line: string) => void,
  { serviceUrl, now }: OperatorsOptions,
): Promise<number> {
  const [command, rawEmail] = args;
  const email = rawEmail?.trim().toLowerCase();
  if (command === 'list') {
    const operators = await listOperators(db);
    out(`Opérateurs (${operators.length}) :`);
    for (const operator of operators) {
      const enrolment = operator.enrolment_expires_at
        ? `, inscription ouverte jusqu’au ${operator.enrolment_expires_at.slice(0, 16).replace('T', ' ')} UTC`
        : '';
      out(`  ${operator.email}  ${operator.role}  ${Number(operator.passkeys)} clé(s) d’accès${enrolment}`);
    }
    return 0;
  }
  if (command === 'add' && email && EMAIL_PATTERN.test(email)) {
    const roleIndex = args.indexOf('--role');
    const role = roleIndex >= 0 ? args[roleIndex + 1] : undefined;
    if (!ROLES.includes(role as OperatorRole)) {
      out(`Rôle attendu : --role admin ou --role fulfiller.\n${OPERATORS_USAGE}`);
      return 2;
    }
    const origin = new URL(serviceUrl()).origin;
    const secret = newSecret();
    const expiresAt = new Date(now.getTime() + ENROLMENT_VALIDITY_MS).toISOString();
    const revoked = await putOperator(db, email, role as OperatorRole, { hash: sha256(secret), expiresAt }, now.toISOString());
    if (revoked) outRevoked(out, email, revoked);
    out(`Opérateur ${email} (${role}). Adresse d’inscription, valable 24 heures et une seule fois :`);
    out(`${origin}${BO.enrol(secret)}`);
    return 0;
  }
  if (command === 'keys' && email) {
    const passkeys = await passkeysOf(db, email);
    out(`Clés d’accès de ${email} (${passkeys.length}) :`);
    for (const passkey of passkeys)
      out(
        `  ${passkeyTail(passkey.id)}  créée le ${minute(passkey.created_at)}, ${passkey.last_used_at ? `dernier usage le ${minute(passkey.last_used_at)}` : 'jamais utilisée'}`,
      );
    return 0;
  }
  if (command === 'revoke' && email) {
    const revoked = await revokeOperator(db, email);
    if (!revoked) {
      out(`Aucun opérateur ${email}.`);
      return 1;
    }
    outRevoked(out, email, revoked);
    out(`Pour lui rendre l’accès : npm run operators -- add ${email} --role …`);
    return 0;
  }
  if (command === 'remove' && email) {
    if (await removeOperator(db, email)) {
      out(`Opérateur ${email} retiré, avec ses clés d’accès et ses sessions.`);
      return 0;
    }
    out(`Aucun opérateur ${email}.`);
    return 1;
  }
  out(OPERATORS_USAGE);
  return 2;
}

/** The revocation, as the security log writes it: this command's output is that log's line for it. */
function outRevoked(out: (line: string) => void, email: string, { passkeys, sessions }: Revoked) {
  out(SECURITY_LOG.revoked(email, passkeys, sessions));
}
