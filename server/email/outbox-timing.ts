/**
 * How long a sender holds an email (its lease) and how long one send may last, from the environment
 * (OUTBOX_LEASE_SECONDS, OUTBOX_SEND_DEADLINE_SECONDS). The defaults suit production; shorter ones
 * let a test see a crashed instance's emails freed sooner. The deadline stays under the lease, or
 * two instances could send one email.
 */
import { LEASE_MS, SEND_DEADLINE_MS } from './outbox-worker';

export interface OutboxTiming {
  leaseMs: number;
  sendDeadlineMs: number;
}

type Env = Readonly<Record<string, string | undefined>>;

function seconds(env: Env, name: string, fallbackMs: number): number {
  const value = env[name];
  if (!value) return fallbackMs;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`${name} : nombre entier de secondes attendu, reçu « ${value} ».`);
  return parsed * 1000;
}

export function outboxTiming(env: Env): OutboxTiming {
  const leaseMs = seconds(env, 'OUTBOX_LEASE_SECONDS', LEASE_MS);
  const sendDeadlineMs = seconds(env, 'OUTBOX_SEND_DEADLINE_SECONDS', SEND_DEADLINE_MS);
  if (sendDeadlineMs >= leaseMs)
    throw new Error(
      'OUTBOX_SEND_DEADLINE_SECONDS doit rester inférieur à OUTBOX_LEASE_SECONDS : un envoi plus long que le bail serait repris par une autre instance.',
    );
  return { leaseMs, sendDeadlineMs };
}
