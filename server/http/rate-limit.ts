/**
 * Too many POSTs from one address are refused for a while (429): a fixed one-minute window per
 * address, in this instance's memory. Several instances each count on their own, which bounds a
 * client at the limit times the instances: enough against a script filling the store.
 */
export interface RateLimiter {
  /** Counts one request of `key`; false when `key` is over the limit in the current window. */
  take(key: string): boolean;
  /** Seconds until `key` may try again. */
  retryAfterSeconds(key: string): number;
}

/** Addresses remembered at most: beyond, the oldest windows are forgotten first. */
export const MAX_TRACKED_KEYS = 50_000;

export function createRateLimiter(limit: number, windowMs = 60_000, now: () => number = Date.now): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key) {
      const at = now();
      let window = windows.get(key);
      if (!window || at - window.start >= windowMs) {
        windows.delete(key);
        if (windows.size >= MAX_TRACKED_KEYS) windows.delete(windows.keys().next().value as string);
        window = { start: at, count: 0 };
        windows.set(key, window);
      }
      window.count++;
      return window.count <= limit;
    },
    retryAfterSeconds(key) {
      const window = windows.get(key);
      return window ? Math.max(1, Math.ceil((window.start + windowMs - now()) / 1000)) : 0;
    },
  };
}
