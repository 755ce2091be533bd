/** Secrets in addresses: 32 random bytes, base64url, which no one can guess or enumerate. */
import { randomBytes } from 'node:crypto';
import { orderReference, REFERENCE_DIGITS } from '../../widget/core/checkout';

export const newToken = () => randomBytes(32).toString('base64url');

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A reference the service makes when the dialog's is missing or taken. */
export const newReference = () => orderReference(new Uint8Array(randomBytes(REFERENCE_DIGITS)));
