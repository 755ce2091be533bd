/** When a failed email is tried again: doubling from 5 s, at most an hour apart, never given up. */
export const FIRST_RETRY_MS = 5_000;
export const MAX_RETRY_MS = 60 * 60 * 1000;

export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts), MAX_RETRY_MS);
}

/** An SMTP error may quote the recipient's address: logs and the outbox keep the reason without it. */
export function withoutAddresses(message: string): string {
  return message.replace(/[^\s<>"'(),;:]+@[^\s<>"'(),;:]+/g, '[adresse]');
}
