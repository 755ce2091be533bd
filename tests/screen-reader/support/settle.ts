import { Said } from './said';
import { keysProcessed, parseSpeech } from './speech-log';
import { waitFor } from './wait';

export interface SettleOptions {
  /**
   * Names (as Orca's log gives them) of keys whose press Orca must have processed, in this order,
   * before the speech can be complete: the proof that the keys went through the desktop to Orca.
   */
  keys?: string[];
  /** Also wait until what was said so far satisfies this (a live region's message, say). */
  until?: (said: Said) => boolean;
  /** How long Orca's log must stay still for the speech to be complete (default QUIET_MS). */
  quietMs?: number;
  /** Fail past this (default TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * Orca logs every accessibility event it receives, every key and every utterance: when its log has
 * not grown for this long, Orca has nothing left to present. Firefox sends a change's events within
 * a frame or two, and Orca pumps live-region messages every 100 ms; 500 ms is well above both.
 */
export const QUIET_MS = 500;
export const TIMEOUT_MS = 15_000;

/** True when `keys` appear, in this order, among the keys Orca processed. */
function heard(keys: string[], processed: string[]): boolean {
  let next = 0;
  for (const name of processed) if (name === keys[next]) next += 1;
  return next === keys.length;
}

/**
 * Resolves with what Orca said in the log `read()` returns (the log since the action started),
 * once Orca processed `keys`, the log stayed still for `quietMs` and `until` holds; `check()` may
 * throw to fail at once (Orca died). Fails past `timeoutMs` with what Orca said and `tail()`.
 */
export function settleSpeech(
  read: () => string,
  { keys = [], until, quietMs = QUIET_MS, timeoutMs = TIMEOUT_MS }: SettleOptions,
  { check = () => {}, tail = () => '' }: { check?: () => void; tail?: () => string } = {},
): Promise<Said> {
  let size = -1;
  let stillSince = Date.now();
  return waitFor(
    () => {
      check();
      const text = read();
      if (text.length !== size) {
        size = text.length;
        stillSince = Date.now();
        return undefined;
      }
      if (Date.now() - stillSince < quietMs || !heard(keys, keysProcessed(text))) return undefined;
      const said = new Said(parseSpeech(text));
      return !until || until(said) ? said : undefined;
    },
    timeoutMs + quietMs,
    () => {
      const text = read();
      const missing = heard(keys, keysProcessed(text)) ? '' : ` (touches jamais traitées par Orca : ${keys.join(', ')})`;
      const expected = until ? ' ou n’a pas dit ce qui était attendu' : '';
      return `Orca ne s'est pas tu${missing}${expected}. Il a dit :\n${new Said(parseSpeech(text))}\n--- fin du journal d'Orca ---\n${tail()}`;
    },
  );
}
