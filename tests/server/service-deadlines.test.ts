/**
 * The waits around the service, each read from its source: systemd waits for the shutdown longer than
 * the service may take to stop, and the generated nginx configuration waits for an answer longer than
 * the slowest request, and lets through a body larger than the service's own limit. Not in the unit
 * project: serviceProxy loads the sources through Vite inside a test, which under Stryker would run
 * the site's module-level code in that test and make its static mutants look covered.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nginxConfig, serviceProxy } from '../../build/nginx.mjs';
import { PROXY_TIMEOUT_SECONDS, UPLOAD_MAX_BYTES } from '../../server/domain/service-paths';
import { SEND_DEADLINE_MS } from '../../server/email/outbox-worker';
import { SHUTDOWN_GRACE_MS } from '../../server/main';
import { STRIPE_NETWORK_RETRIES, STRIPE_TIMEOUT_MS } from '../../server/payment/stripe-provider';

const UNIT = readFileSync(new URL('../../deploy/kbis-facile.service', import.meta.url), 'utf8');
/** Closing the database and the late check once the send is over: a margin, not a measure. */
const CLOSE_MARGIN_MS = 10_000;
/** The Stripe SDK's longest pause between two tries of a request (MAX_NETWORK_RETRY_DELAY_SEC). */
const STRIPE_RETRY_PAUSE_MAX_MS = 5_000;

/** One directive's value in nginx's syntax, `name value;`, with its unit: `180s` → 180, `7m` → 7 × 2²⁰. */
function nginxValue(config: string, name: string): number {
  const match = new RegExp(`^\\s*${name} (\\d+)([sm]?);$`, 'm').exec(config);
  if (!match) throw new Error(`${name} absent`);
  const [, value, unit] = match;
  return Number(value) * (name.includes('size') && unit === 'm' ? 1024 * 1024 : 1);
}

describe('the deadlines of the deployment', () => {
  it('systemd waits for the email being sent before it kills the service', () => {
    const stops = UNIT.match(/^TimeoutStopSec=(\d+)$/gm) ?? [];
    expect(stops).toHaveLength(1);
    const timeoutStopMs = Number(stops[0]!.split('=')[1]) * 1000;
    expect(timeoutStopMs).toBeGreaterThan(Math.max(SEND_DEADLINE_MS, SHUTDOWN_GRACE_MS) + CLOSE_MARGIN_MS);
  });

  it('nginx waits longer than a refund’s two requests to Stripe, all tries included', async () => {
    const oneRequestMs = (1 + STRIPE_NETWORK_RETRIES) * STRIPE_TIMEOUT_MS + STRIPE_NETWORK_RETRIES * STRIPE_RETRY_PAUSE_MAX_MS;
    expect(PROXY_TIMEOUT_SECONDS * 1000).toBeGreaterThan(2 * oneRequestMs);
    const config = nginxConfig(await serviceProxy(undefined));
    expect(nginxValue(config, 'proxy_read_timeout')).toBe(PROXY_TIMEOUT_SECONDS);
    expect(nginxValue(config, 'proxy_send_timeout')).toBe(PROXY_TIMEOUT_SECONDS);
    expect(nginxValue(config, 'client_max_body_size')).toBeGreaterThan(UPLOAD_MAX_BYTES);
    expect(config).toContain('proxy_pass http://127.0.0.1:4173;');
  });

  it('refuses an upstream address nginx would read as more than an address', async () => {
    const service = await serviceProxy('127.0.0.1:4173; return 200');
    expect(() => nginxConfig(service)).toThrow(/ORDER_SERVICE_UPSTREAM/);
    expect(nginxConfig(await serviceProxy('unix:/run/kbis-facile.sock'))).toContain('proxy_pass http://unix:/run/kbis-facile.sock;');
  });
});
