import { setTimeout as delay } from 'node:timers/promises';

/** How often conditions are checked: often enough not to add to a step, rarely enough to cost nothing. */
export const POLL_MS = 25;

/**
 * Checks `probe` until it returns something other than undefined and returns that; past `timeoutMs`
 * throws, with `describe()` saying what was awaited and what was seen instead. No step of the
 * harness sleeps for a fixed time: each waits for the condition it needs, and fails loudly.
 */
export async function waitFor<T>(
  probe: () => T | undefined | Promise<T | undefined>,
  timeoutMs: number,
  describe: () => string,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Délai de ${timeoutMs} ms dépassé : ${describe()}`);
    await delay(POLL_MS);
  }
}
