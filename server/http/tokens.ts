/** Secrets in addresses: 32 random bytes, base64url, which no one can guess or enumerate. */
import { randomBytes } from 'node:crypto';
import { orderReference, REFERENCE_DIGITS } from '../../widget/core/checkout';

// The same secrets as the back office's sessions and enrolments (domain/secrets.ts).
export { newSecret as newToken, SECRET_PATTERN as TOKEN_PATTERN } from '../domain/secrets';

/** A reference the service makes when the dialog's is missing or taken. */
export const newReference = () => orderReference(new Uint8Array(randomBytes(REFERENCE_DIGITS)));
