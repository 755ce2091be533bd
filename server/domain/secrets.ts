/** The back office's secrets: random, unguessable, and kept by the store only as their SHA-256. */
import { createHash, randomBytes } from 'node:crypto';

export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** 32 random bytes, base64url: a session's secret, a form token, an enrolment secret. */
export const newSecret = () => randomBytes(32).toString('base64url');

export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
