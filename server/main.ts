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
import { ATTACHMENT_RESOLVERS } from './email/attachments';
import { startLateCheck } from './email/late-check';
import { lateNoticeEmail } from './email/late-notice';
import { givenUpNoticeEmail, paymentAnomalyNoticeEmail } from './email/operator-alerts';
import { startOutboxWorker } from './email/outbox-worker';
import { cgvAttachment } from './email/sales-documents';
import { CGV_PDF_DIR } from '../site/data/cgv-version';
import { withoutAddresses } from './email/retry';
import { createMailer } from './email/transport';
import { createApp } from './http/app';
import { isServicePath } from './domain/service-paths';
import { BO } from './domain/back-office-paths';
import type { ServiceContext } from './http/context';
import { stripeClient, stripePaymentProvider } from './payment/stripe-provider';
import { testPaymentProvider } from './payment/test-provider';
import { createCompanySearch } from './registry/company-search';
import { documentDeliveryEmail } from './email/document-delivery';
import { createRegisterClient } from './register/inpi-client';
import { startRegisterJob } from './register/fetch-job';

/** The stylesheet the built pages link, which the service's pages link too. */
export function builtStylesheet(distDir: string): string {
  const match = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/.exec(readFileSync(join(distDir, 'index.html'), 'utf8'));
  if (!match) throw new Error(`${distDir}/index.html ne lie aucune feuille de style : lancez la construction d'abord.`);
  return match[1];
}

export interface RunningShop {
  url: string;
  context: ServiceContext;
  /**
   * Stops gracefully: refuses new connections, lets the requests in flight finish (at most
   * SHUTDOWN_GRACE_MS), closes the idle kept-alive connections, lets the outbox finish its current
   * send, then closes the database.
   */
  close(): Promise<void>;
}

/** How long requests in flight may take to finish once the service is asked to stop. */
export const SHUTDOWN_GRACE_MS = 10_000;

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
  const worker = startOutboxWorker(db, mailer, {
    ...config.outbox,
    log: logError,
    givenUpNotice: (email) => givenUpNoticeEmail(email, emailContext),
    attachments: { ...ATTACHMENT_RESOLVERS, cgv: cgvAttachment(join(distDir, CGV_PDF_DIR)) },
  });
  const registerJob = config.register
    ? startRegisterJob(db, {
        client: createRegisterClient(config.register),
        emailFor: (order, documentId, item, sizeBytes, pick) =>
          documentDeliveryEmail(order, documentId, item, { sizeBytes, registerFiling: pick }, emailContext),
        kickOutbox: worker.kick,
        log: logError,
      })
    : null;
  const context: ServiceContext = {
    config,
    db,
    payment,
    stripe,
    emails: {
      paidOrder: (order, invoice, items) => paidOrderEmails(order, items, emailContext, invoice),
      withdrawal: (withdrawal, match) => withdrawalEmails(withdrawal, match, emailContext),
      paymentAnomaly: (anomaly) => paymentAnomalyNoticeEmail(anomaly, emailContext),
    },
    // A payment queues its emails and may make documents due: both workers look at once.
    kickOutbox: () => {
      worker.kick();
      registerJob?.kick();
    },
    companySearch: createCompanySearch(config.companySearch),
    stylesheet,
    now: () => new Date(),
    log: logError,
    securityLog: log,
  };
  const lateCheck = startLateCheck(db, {
    emailFor: (order) => lateNoticeEmail(order, emailContext, (reference) => `${config.serviceUrl}${BO.order(reference)}`),
    kick: worker.kick,
    log: logError,
  });
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
  log(
    `Registre national (statuts, comptes annuels) : ${config.register ? config.register.url : 'non configuré, documents envoyés par l’exploitant (INPI_USERNAME, INPI_PASSWORD)'}`,
  );
  log(`Emails : ${mailer.describe}`);
  return {
    url,
    context,
    async close() {
      const drained = new Promise<void>((done) => server.close(() => done()));
      // A kept-alive connection is idle between two requests: closed as soon as it is, so that the
      // server's close completes; one still busy after the grace period is cut.
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const cut = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
      try {
        await Promise.all([drained, worker.stop(), lateCheck.stop(), registerJob?.stop()]);
      } finally {
        clearInterval(idle);
        clearTimeout(cut);
      }
      mailer.close();
      await db.destroy();
    },
  };
}

/** SIGTERM (a deploy, systemd) and SIGINT (Ctrl+C) stop the shop gracefully, then the process with 0; a second signal ends it at once. */
export function stopOnSignals(shop: RunningShop, log: (line: string) => void = console.log) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      log(`${signal} reçu : plus de nouvelle connexion, fin des requêtes en cours et de l'envoi en cours, puis arrêt.`);
      shop.close().then(
        () => process.exit(0),
        (error: unknown) => {
          console.error(`arrêt en erreur : ${withoutAddresses(error instanceof Error ? (error.stack ?? error.message) : String(error))}`);
          process.exit(1);
        },
      );
    });
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname)) {
  try {
    stopOnSignals(await startShop(readConfig(process.env)));
  } catch (error) {
    console.error(
      `Le service n'a pas pu démarrer : ${withoutAddresses(error instanceof Error ? (error.stack ?? error.message) : String(error))}`,
    );
    process.exit(1);
  }
}
