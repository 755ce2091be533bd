import { describe, expect, it } from 'vitest';
import { DEFAULT_OUTBOX_DIR, DEFAULT_PORT, DEFAULT_SQLITE_FILE, readConfig } from '../../server/config';
import { CONTACT } from '../../site/data/operator';
import { LEASE_MS, SEND_DEADLINE_MS } from '../../server/email/outbox-worker';
import { SMTP_TIMEOUTS } from '../../server/email/transport';

describe("the service's settings", () => {
  it('run one machine with nothing set: SQLite under var/, the test payment, emails as files', () => {
    expect(readConfig({})).toMatchObject({
      port: DEFAULT_PORT,
      serviceUrl: `http://localhost:${DEFAULT_PORT}`,
      siteUrl: `http://localhost:${DEFAULT_PORT}`,
      database: DEFAULT_SQLITE_FILE,
      payment: { mode: 'test' },
      smtpUrl: undefined,
      outboxDir: DEFAULT_OUTBOX_DIR,
      operatorEmail: CONTACT.email,
    });
  });

  it('take production settings from the environment', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      ORDER_SERVICE_URL: 'https://commande.kbis.example/',
      SITE_URL: 'https://www.kbis.example',
      DATABASE_URL: 'postgres://kbis@db/kbis',
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SMTP_URL: 'smtps://u:p@smtp.example:465',
      OPERATOR_EMAIL: 'commandes@kbis.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      serviceUrl: 'https://commande.kbis.example',
      siteUrl: 'https://www.kbis.example',
      database: 'postgres://kbis@db/kbis',
      payment: { mode: 'stripe', secretKey: 'sk_live_x', webhookSecret: 'whsec_x' },
      smtpUrl: 'smtps://u:p@smtp.example:465',
      operatorEmail: 'commandes@kbis.example',
    });
  });

  it('refuse the test payment in production, and Stripe without its keys', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_MODE=test est refusé en production/);
    expect(() => readConfig({ PAYMENT_MODE: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
    expect(() => readConfig({ PAYMENT_MODE: 'paypal' })).toThrow(/PAYMENT_MODE/);
    expect(() => readConfig({ PORT: 'http' })).toThrow(/PORT/);
  });

  it('time the outbox with a send deadline under the lease, shorter when told', () => {
    expect(readConfig({}).outbox).toEqual({ leaseMs: LEASE_MS, sendDeadlineMs: SEND_DEADLINE_MS });
    expect(SEND_DEADLINE_MS).toBeLessThan(LEASE_MS);
    expect(Math.max(...Object.values(SMTP_TIMEOUTS))).toBeLessThan(SEND_DEADLINE_MS);
    expect(readConfig({ OUTBOX_LEASE_SECONDS: '10', OUTBOX_SEND_DEADLINE_SECONDS: '5' }).outbox).toEqual({
      leaseMs: 10_000,
      sendDeadlineMs: 5_000,
    });
    expect(() => readConfig({ OUTBOX_LEASE_SECONDS: '30' })).toThrow(/OUTBOX_SEND_DEADLINE_SECONDS doit rester inférieur/);
    expect(() => readConfig({ OUTBOX_LEASE_SECONDS: '1.5' })).toThrow(/OUTBOX_LEASE_SECONDS/);
  });

  it('send the Stripe SDK to a stand-in when told', () => {
    const config = readConfig({
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:12111',
    });
    expect(config.payment).toMatchObject({ endpoint: { host: '127.0.0.1', port: 12111, protocol: 'http' } });
  });
});
