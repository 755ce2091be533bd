/**
 * When the service tries the register again after a failure: a failure that may pass (the register
 * down, slow, a garbled answer) is retried a few times over the next hour, then left to the operator;
 * one that cannot (no such filing, a file too large) is not retried at all.
 */
import { isPermanentFailure, type RegisterFailure } from './register-failure';

/** The waits after the first, second, third and fourth failed try: an hour in all. */
export const REGISTER_RETRY_DELAYS_MIN = [5, 10, 20, 25] as const;

const MINUTE_MS = 60_000;

/**
 * When to try again after `failure` at `now`, the line having been tried `attempts` times with this
 * one; null for no automatic try.
 */
export function nextRegisterAttempt(failure: RegisterFailure, attempts: number, now: Date): Date | null {
  if (isPermanentFailure(failure)) return null;
  const delay = REGISTER_RETRY_DELAYS_MIN[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay * MINUTE_MS);
}
