/** The back office's secrets: random, unguessable, and kept by the store only as their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 in hex, of a secret or of a file's bytes. */
export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/** 32 random bytes, base64url: a session's secret, a form token, an enrolment secret. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
