/**
 * `npm run operators -- add EMAIL --role admin|fulfiller`, `list`, `remove EMAIL`: who may sign in
 * to the back office. `add` prints a one-time enrolment address, valid 24 hours, of which the
 * store keeps only a hash; `add` again for a known operator gives a new one (after a lost device:
 * access to the server is the way back in) and sets the role.
 */
import type { Store } from '../db/connect';
import { listOperators, putOperator, removeOperator } from '../db/operators';
import type { OperatorRole } from '../db/schema';
import { BO } from '../domain/back-office-paths';
import { newSecret, sha256 } from '../domain/secrets';

export const ENROLMENT_VALIDITY_MS = 24 * 60 * 60_000;
const ROLES: readonly OperatorRole[] = ['admin', 'fulfiller'];
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@]{1,185}\.[^\s@]{2,}$/;

export const OPERATORS_USAGE = [
  'Usage :',
  '  npm run operators -- add EMAIL --role admin|fulfiller   ajoute un opérateur (ou lui donne une nouvelle adresse d’inscription)',
  '  npm run operators -- list                               liste les opérateurs',
  '  npm run operators -- remove EMAIL                       retire un opérateur, ses clés d’accès et ses sessions',
].join('\n');

export interface OperatorsOptions {
  /** The service's public address, which the enrolment address starts with. */
  serviceUrl: string;
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
    const secret = newSecret();
    const expiresAt = new Date(now.getTime() + ENROLMENT_VALIDITY_MS).toISOString();
    await putOperator(db, email, role as OperatorRole, { hash: sha256(secret), expiresAt }, now.toISOString());
    out(`Opérateur ${email} (${role}). Adresse d’inscription, valable 24 heures et une seule fois :`);
    out(`${new URL(serviceUrl).origin}${BO.enrol(secret)}`);
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
