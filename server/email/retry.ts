/** When a failed email is tried again: doubling from 5 s, at most an hour apart, until it is given up (isUndeliverable). */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts), MAX_RETRY_MS);
}

/** An SMTP error may quote the recipient's address: logs and the outbox keep the reason without it. */
export function withoutAddresses(message: string): string {
  return message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[adresse]');
}

/**
 * Whether no retry can deliver it: an address that is not one recipient (refused before sending),
 * or a recipient the SMTP server refused for good (5xx to RCPT TO). Any other failure, a server
 * down, a login refused, a full queue, is retried: the operator can fix it.
 */
export function isUndeliverable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === 'UndeliverableEmailError') return true;
  const { command, responseCode } = error as Error & { command?: string; responseCode?: number };
  return command === 'RCPT TO' && typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600;
}
