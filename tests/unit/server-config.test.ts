import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMPANY_SEARCH_RATE,
  DEFAULT_OUTBOX_DIR,
  DEFAULT_PORT,
  DEFAULT_SQLITE_FILE,
  isPublicDemo,
  readConfig,
} from '../../server/config';
import { PUBLIC_DIRECTORY_URL } from '../../server/registry/company-directory';
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

  it('take the test payment by default only on this machine, outside production', () => {
    for (const address of ['http://localhost:8080', 'http://127.0.0.1:4173/', 'http://[::1]:4173']) {
      const config = readConfig({ ORDER_SERVICE_URL: address });
      expect(config.payment).toEqual({ mode: 'test' });
      expect(isPublicDemo(config)).toBe(false);
    }
  });

  it('refuse to start without PAYMENT_MODE on a public address, saying in French what to set', () => {
    for (const env of [
      { ORDER_SERVICE_URL: 'https://www.kbis.example' },
      { ORDER_SERVICE_URL: 'http://192.168.1.20:4173' },
      { ORDER_SERVICE_URL: 'http://localhost.kbis.example' },
      // The emails' links reach the public too.
      { SITE_URL: 'https://www.kbis.example' },
    ]) {
      expect(() => readConfig(env)).toThrow(
        /PAYMENT_MODE absent pour une adresse publique \(https?:\/\/[^)]+\) : réglez PAYMENT_MODE=stripe \(ou PAYMENT_MODE=test pour une démonstration publique/,
      );
    }
  });

  it('refuse to start without PAYMENT_MODE in production, even on this machine', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(
      /PAYMENT_MODE absent avec NODE_ENV=production : réglez PAYMENT_MODE=stripe/,
    );
  });

  it('run a public demo on the test payment when it is asked for, in production too, and say so on its pages', () => {
    for (const env of [
      { PAYMENT_MODE: 'test', ORDER_SERVICE_URL: 'https://demo.kbis.example' },
      { PAYMENT_MODE: 'test', ORDER_SERVICE_URL: 'https://demo.kbis.example', NODE_ENV: 'production' },
      { PAYMENT_MODE: 'test', SITE_URL: 'https://demo.kbis.example' },
    ]) {
      const config = readConfig(env);
      expect(config.payment).toEqual({ mode: 'test' });
      expect(isPublicDemo(config)).toBe(true);
    }
    // Asked for on this machine: a trial run, not a demo.
    expect(isPublicDemo(readConfig({ PAYMENT_MODE: 'test', NODE_ENV: 'production' }))).toBe(false);
    const stripe = readConfig({
      PAYMENT_MODE: 'stripe',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      ORDER_SERVICE_URL: 'https://www.kbis.example',
    });
    expect(isPublicDemo(stripe)).toBe(false);
  });

  it('refuse Stripe without its keys, an unknown payment mode and a bad port', () => {
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

  it('ask the public company directory at 7 requests a second, or another address and rate when told', () => {
    expect(readConfig({}).companySearch).toEqual({ url: PUBLIC_DIRECTORY_URL, rate: DEFAULT_COMPANY_SEARCH_RATE });
    expect(DEFAULT_COMPANY_SEARCH_RATE).toBe(7);
    expect(readConfig({ COMPANY_SEARCH_URL: 'http://127.0.0.1:7010/', COMPANY_SEARCH_RATE: '3' }).companySearch).toEqual({
      url: 'http://127.0.0.1:7010',
      rate: 3,
    });
    expect(() => readConfig({ COMPANY_SEARCH_URL: 'annuaire' })).toThrow(/COMPANY_SEARCH_URL/);
    expect(() => readConfig({ COMPANY_SEARCH_URL: 'ftp://annuaire.example' })).toThrow(/COMPANY_SEARCH_URL/);
    for (const rate of ['0', '2.5', 'sept']) expect(() => readConfig({ COMPANY_SEARCH_RATE: rate })).toThrow(/COMPANY_SEARCH_RATE/);
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
