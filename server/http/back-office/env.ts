/** What the back office's guard gives every handler behind it: the signed-in operator and the session's form token. */
import type { Operator } from '../../domain/permissions';

export { BACK_OFFICE_PATH, CSRF_FIELD } from '../../domain/back-office-paths';
export type { Operator };

export type BackOfficeEnv = { Variables: { operator: Operator; csrfToken: string } };
