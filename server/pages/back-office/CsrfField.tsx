import { CSRF_FIELD } from '../../http/back-office/env';

/** The session's token, which every POST of the back office carries. */
export const CsrfField = ({ token }: { token: string }) => <input type="hidden" name={CSRF_FIELD} value={token} />;
