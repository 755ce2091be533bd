/**
 * The whole shop on one port: the built site (dist/) as static files, with the site's headers, and
 * the order service beside it. Prints where orders are stored, the payment mode and where emails go.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { staticSite } from './static-site.mjs';
import { readConfig, type Config } from './config';

export { readConfig };
import { isPostgresUrl, openStore } from './db/connect';
import { paidOrderEmails, withdrawalEmails } from './email/emails';
import { givenUpNoticeEmail, paymentAnomalyNoticeEmail } from './email/operator-alerts';
import { startOutboxWorker } from './email/outbox-worker';
import { withoutAddresses } from './email/retry';
import { createMailer } from './email/transport';
import { createApp, isServicePath } from './http/app';
import type { ServiceContext } from './http/context';
import { stripeClient, stripePaymentProvider } from './payment/stripe-provider';
import { testPaymentProvider } from './payment/test-provider';

/** The stylesheet the built pages link, which the service's pages link too. */
export function builtStylesheet(distDir: string): string {
  const match = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (!match) throw new Error(`${distDir}/index.html ne lie aucune feuille de style : lancez la construction d'abord.`);
  return match[1];
}

export interface RunningShop {
  url: string;
  context: ServiceContext;
  close(): Promise<void>;
}

/** Starts the shop for `config`; port 0 picks a free one. */
export async function startShop(config: Config, log: (line: string) => void = console.log): Promise<RunningShop> {
  const distDir = resolve(config.distDir);
  const stylesheet = builtStylesheet(distDir);
  const db = await openStore(config.database);
  const mailer = createMailer({ smtpUrl: config.smtpUrl, outboxDir: config.outboxDir, from: config.mailFrom });
  const stripe = config.payment.mode === 'stripe' ? stripeClient(config.payment.secretKey, config.payment.endpoint) : null;
  const payment = stripe ? stripePaymentProvider(stripe) : testPaymentProvider(config.serviceUrl);
  // Whatever a dependency's error quotes, no address reaches the logs.
  const logError = (line: string) => console.error(withoutAddresses(line));
  const emailContext = { siteUrl: config.siteUrl, serviceUrl: config.serviceUrl, operatorEmail: config.operatorEmail };
  const worker = startOutboxWorker(db, mailer, { log: logError, givenUpNotice: (email) => givenUpNoticeEmail(email, emailContext) });
  const context: ServiceContext = {
    config,
    db,
    payment,
    stripe,
    emails: {
      paidOrder: (order) => paidOrderEmails(order, emailContext),
      withdrawal: (withdrawal) => withdrawalEmails(withdrawal, emailContext),
      paymentAnomaly: (anomaly) => paymentAnomalyNoticeEmail(anomaly, emailContext),
    },
    kickOutbox: worker.kick,
    stylesheet,
    now: () => new Date(),
    log: logError,
  };
  const service = getRequestListener(createApp(context).fetch);
  const site = staticSite(distDir, { orderServiceUrl: config.serviceUrl });
  const server = createServer((req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://localhost');
    if (isServicePath(pathname)) return service(req, res);
    site(req, res);
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(config.port, config.host, done);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  log(`Kbis Facile est servi sur ${url} (adresse publique du service : ${config.serviceUrl})`);
  log(`Commandes enregistrées : ${isPostgresUrl(config.database) ? 'PostgreSQL (DATABASE_URL)' : `SQLite, ${resolve(config.database)}`}`);
  log(`Paiement : ${payment.describe}`);
  log(`Emails : ${mailer.describe}`);
  return {
    url,
    context,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
      await worker.stop();
      mailer.close();
      await db.destroy();
    },
  };
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  const shop = await startShop(readConfig(process.env));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      void shop.close().then(() => process.exit(0));
    });
  }
}
