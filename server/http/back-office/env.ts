/** What the back office's guard gives every handler behind it: the signed-in operator and the session's form token. */
import type { OperatorRole } from '../../db/schema';

export const BACK_OFFICE_PATH = '/exploitant';

export interface Operator {
  email: string;
  role: OperatorRole;
}

export type BackOfficeEnv = { Variables: { operator: Operator; csrfToken: string } };

/** The form field that carries the session's token on every POST. */
export const CSRF_FIELD = 'jeton';
