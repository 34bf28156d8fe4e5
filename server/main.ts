// First: the libraries below read NODE_ENV as they load.
import "./production-mode.ts";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { loadSiteConfig } from "../config/load-site-config.ts";
import { DEVELOPMENT_GIFT_CARD_SECRET, giftCardDigests } from "../core/gift-cards/gift-card-digests.ts";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { rekeyGiftCardDigests } from "../data/repositories/gift-card-rekey.ts";
import { holdsTrialMoney, isEmpty, seed } from "../data/seed/seed.ts";
import { createSmtpMailSender } from "../providers/mail/smtp-mail-sender.ts";
import { startCardSandbox } from "../providers/payments/card-sandbox/start-card-sandbox.ts";
import { startPayPalSandbox } from "../providers/payments/paypal-sandbox/start-paypal-sandbox.ts";
import { startWalletSandbox } from "../providers/payments/wallet-sandbox/start-wallet-sandbox.ts";
import { edgeLimitsFrom } from "./edge-limits.ts";
import { createApp } from "./entry.ts";
import { giftCardSecretFrom, parseEnv } from "./env.ts";
import { eGiftCardJob } from "./jobs/e-gift-card-job.ts";
import { deleteExpiredData } from "./jobs/expired-data.ts";
import { giftCardHoldSweepJob } from "./jobs/gift-card-holds.ts";
import { startJobRunner } from "./jobs/job-runner.ts";
import { mailDrainJob } from "./jobs/mail-worker.ts";
import { orderLifeRecoveryJob } from "./jobs/order-life-recovery.ts";
import { orderRecoveryJob } from "./jobs/order-recovery.ts";
import { sessionSweepJob } from "./jobs/session-sweep.ts";
import { installLastResortHandlers } from "./last-resort.ts";
import { createLogger } from "./logger.ts";
import { oauthSettingsFrom } from "./oauth-settings.ts";
import { paymentSettingsFrom } from "./payment-settings.ts";
import { paypalSettingsFrom } from "./paypal-settings.ts";
import { productionStartRefusal, StartRefused } from "./production-start.ts";
import { createServices } from "./services.ts";
import { setupTelemetry } from "./telemetry/setup-telemetry.ts";
import { recordStrayError } from "./telemetry/stray-errors.ts";
import { telemetrySettingsFrom } from "./telemetry/telemetry-settings.ts";
import { walletSettingsFrom } from "./wallet-settings.ts";

/**
 * Boots one storefront instance: validate settings, migrate, seed an empty database, serve, and
 * on SIGTERM let in-flight requests finish before closing the database.
 */
export async function main(): Promise<void> {
  const env = parseEnv();
  // Before anything is opened or listened on: a production start without what it needs does not start at all.
  const refusal = productionStartRefusal(env);
  if (refusal) throw refusal;
  const logger = createLogger(env.LOG_LEVEL);
  installLastResortHandlers(process, { logger, onSurvived: recordStrayError });
  // Traces, metrics and /metrics; nothing leaves the machine unless OTEL_TRACES_EXPORTER says where (decision 033).
  const telemetry = await setupTelemetry(telemetrySettingsFrom(env), { logger });
  const config = loadSiteConfig();
  const database = openDatabase(env.DATABASE_URL, {
    poolSize: env.DB_POOL_SIZE,
    limits: {
      connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
      queryTimeoutMs: env.DB_QUERY_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    // A lost connection is replaced by the pool on the next query; the process carries on.
    onConnectionError: (error) => logger.warn({ err: error }, "database connection lost"),
  });
  logger.info({ database: database.describe }, "starting");

  await migrateToLatest(database.db);
  // productionStartRefusal has made sure production has its own secret.
  const giftCardSecret = giftCardSecretFrom(env) ?? DEVELOPMENT_GIFT_CARD_SECRET;
  const giftCardKeys = giftCardDigests(giftCardSecret);
  // The README publishes the trial gift cards and promotion codes, so only a development or test start seeds
  // them; `npm start` runs as production (docs/decisions/030-what-strangers-reach.md).
  const trial = env.NODE_ENV !== "production";
  if (await isEmpty(database.db)) {
    logger.info({ trial }, "empty database: seeding the catalogue");
    await seed(database.db, { trial, log: (line) => logger.info(line) });
  } else if (!trial && (await holdsTrialMoney(database.db, giftCardKeys)))
    logger.warn(
      "this database holds the README's trial gift cards and promotion codes, which anyone can read: use it to try the shop, never to sell",
    );

  // Gift cards stored with plain digests (before keys, or seeded) are keyed before anything is served (decision 043).
  const rekeyed = await rekeyGiftCardDigests(database.db, giftCardKeys);
  if (rekeyed > 0) logger.info({ rekeyed }, "gift cards: plain digests keyed with GIFT_CARD_SECRET");

  const buildDir = resolve(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build");
  const buildPath = resolve(buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const publicOrigin = env.PUBLIC_ORIGIN ?? `http://localhost:${env.PORT}`;
  const payments = paymentSettingsFrom(env, publicOrigin);
  const paypal = paypalSettingsFrom(env, publicOrigin);
  const wallets = walletSettingsFrom(env, publicOrigin);
  const services = createServices(database, config, {
    publicOrigin,
    passwordLimits: {
      perAddress: env.RATE_LIMIT_PASSWORD_PER_ADDRESS,
      perEmail: env.RATE_LIMIT_PASSWORD_PER_EMAIL,
      windowSeconds: 15 * 60,
    },
    giftCardSecret,
    eGiftCardSendHour: env.E_GIFT_CARD_SEND_HOUR,
    giftCardBalanceLimits: {
      perSession: env.RATE_LIMIT_BALANCE_CHECK_PER_SESSION,
      perAddress: env.RATE_LIMIT_BALANCE_CHECK_PER_ADDRESS,
      perCard: env.RATE_LIMIT_BALANCE_CHECK_PER_CARD,
      windowSeconds: 15 * 60,
      lockAfterWrongPins: env.GIFT_CARD_PIN_LOCK_AFTER,
    },
    giftCardAttemptLimits: {
      perSession: env.RATE_LIMIT_GIFT_CARD_PER_SESSION,
      perCard: env.RATE_LIMIT_GIFT_CARD_PER_CARD,
      shopWide: env.RATE_LIMIT_GIFT_CARD_SHOP_WIDE,
      windowSeconds: 15 * 60,
    },
    // The mailbox shows every customer's mail: only in development, or when asked for and no real mail is sent,
    // and then only to this machine (server/middleware/this-machine.ts).
    mailboxEnabled: env.NODE_ENV !== "production" || (env.MAILBOX_ENABLED === "1" && !env.SMTP_URL),
    searchProvider: env.SEARCH_PROVIDER,
    taxProvider: env.TAX_PROVIDER,
    collectionPointProvider: env.COLLECTION_POINT_PROVIDER,
    addressLookupProvider: env.ADDRESS_LOOKUP_PROVIDER,
    cardPayments: payments,
    paypal,
    wallets,
    orderWorkflowTracer: telemetry.orderWorkflow,
    onListenError: (error) =>
      logger.warn({ err: error }, "catalogue changes: listen connection lost, reconnecting"),
  });
  telemetry.observeOutbox(services.outbox);
  const app = createApp({
    services,
    logger,
    telemetry,
    build,
    clientDir: resolve(buildDir, "client"),
    trustProxy: env.TRUST_PROXY === "1",
    publicOrigin,
    limits: edgeLimitsFrom(env),
    oauth: oauthSettingsFrom(env),
    imageCacheDir: env.IMAGE_CACHE_DIR,
    pageCache:
      env.PAGE_CACHE === "off"
        ? undefined
        : {
            maxBytes: env.PAGE_CACHE_MAX_MB * 1024 * 1024,
            onError: (error) => logger.warn({ err: error }, "page cache: refresh failed"),
          },
    imageLimits: {
      cacheMaxBytes: env.IMAGE_CACHE_MAX_MB * 1024 * 1024,
      renderConcurrency: env.IMAGE_RENDER_SLOTS,
      renderQueueLength: env.IMAGE_RENDER_QUEUE,
    },
  });

  // Every background job runs from the job table: each tick of a recurring job, and each one-off job, on one
  // instance of all that run, retried with backoff, failures kept for an operator (decision 042, `npm run jobs`).
  const jobs = startJobRunner({
    store: services.jobs,
    logger,
    // One-off jobs (`services.jobs.schedule(name, payload, runAt, { key })`) run by the handler of their name;
    // a job whose name no instance handles waits in the table, listed by `npm run jobs`.
    handlers: [eGiftCardJob({ sendEGiftCard: services.sendEGiftCard, logger })],
    recurring: [
      // Expired sessions, tokens, links and old mail, hourly by default.
      sessionSweepJob({
        sessions: { deleteExpired: deleteExpiredData(services) },
        logger,
        everyMs: env.SESSION_SWEEP_INTERVAL_MS,
      }),
      // Authorisations whose order a crash never wrote are voided every minute (decision 024).
      orderRecoveryJob({ orders: services.orders, logger, metrics: telemetry.metrics }),
      // Dispatches, cancellations and refunds a crash or a lost answer left pending are finished (decision 056).
      orderLifeRecoveryJob({ orderLife: services.orderLife, logger }),
      // Holds of bags left alone go back to their cards (decision 028).
      giftCardHoldSweepJob({
        giftCards: services.giftCards,
        idleForMs: env.GIFT_CARD_HOLD_MINUTES * 60_000,
        logger,
      }),
      mailDrainJob({
        passwords: services.passwords,
        outbox: services.outbox,
        sender: env.SMTP_URL
          ? createSmtpMailSender({
              url: env.SMTP_URL,
              from: env.MAIL_FROM,
              domain: new URL(publicOrigin).hostname,
            })
          : null,
        logger,
        everyMs: env.MAIL_WORKER_INTERVAL_MS,
      }),
    ],
  });
  if (!env.SMTP_URL)
    logger.info(
      services.mailbox.enabled
        ? { mailbox: `${publicOrigin}/uk/dev/mailbox`, readableFrom: "this machine only" }
        : { hint: "set SMTP_URL to send, or MAILBOX_ENABLED=1 to read mail at /uk/dev/mailbox" },
      "no SMTP_URL: e-mail stays in the outbox",
    );

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    logger.info({ port: info.port, url: `http://localhost:${info.port}/uk/` }, "storefront listening");
  });
  keepIdleConnectionsLongerThanAProxy(server);

  // The card sandbox on its own port and origin, as a real acquirer's hosted page would be (decision 022).
  const cardSandbox =
    payments.provider === "sandbox"
      ? startCardSandbox({
          port: payments.sandbox.port,
          hostname: env.HOST,
          origin: payments.origin,
          apiKey: payments.apiKey,
          resultSecret: payments.resultSecret,
          storeOrigins: payments.sandbox.storeOrigins,
          // Method, path and status only: the sandbox never logs a body, so no card number reaches a log.
          log: (line) => logger.debug(line, "card sandbox request"),
          onListening: (port) => logger.info({ port, url: payments.origin }, "card sandbox listening"),
        })
      : null;

  // The PayPal sandbox on its own port and origin, as PayPal's approval page is (README "Sandbox PayPal").
  const paypalSandbox =
    paypal.provider === "sandbox"
      ? startPayPalSandbox({
          port: paypal.sandbox.port,
          hostname: env.HOST,
          origin: paypal.origin,
          apiKey: paypal.apiKey,
          storeOrigins: paypal.sandbox.storeOrigins,
          log: (line) => logger.debug(line, "paypal sandbox request"),
          onListening: (port) => logger.info({ port, url: paypal.origin }, "paypal sandbox listening"),
        })
      : null;

  // The Apple Pay and Google Pay sandbox on its own origin, as Google's and Apple's scripts are (decision 026).
  const walletSandbox =
    wallets.provider === "sandbox"
      ? startWalletSandbox({
          processor: services.walletProcessor,
          origin: wallets.origin,
          storeOrigins: wallets.sandbox.storeOrigins,
          appleDevice: wallets.appleDevice,
          port: wallets.sandbox.port,
          hostname: env.HOST,
          log: (line) => logger.debug(line, "wallet sandbox request"),
          onListening: (port) => logger.info({ port, url: wallets.origin }, "wallet sandbox listening"),
        })
      : null;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const jobsStopped = jobs.stop();
    logger.info({ signal }, "stopping: finishing in-flight requests");
    const force = setTimeout(() => {
      logger.warn("stop timeout reached: closing remaining connections");
      if ("closeAllConnections" in server) server.closeAllConnections();
    }, env.SHUTDOWN_TIMEOUT_MS);
    force.unref();
    server.close(async () => {
      // The pass in progress finishes (or its lease lets another instance take its jobs over).
      await jobsStopped;
      await cardSandbox?.close();
      await paypalSandbox?.close();
      await walletSandbox?.close();
      await services.catalogueChanged.close();
      await telemetry.shutdown();
      await database.close();
      logger.info("stopped");
      process.exit(0);
    });
    // Idle keep-alive sockets would hold close() open; busy ones finish their request first.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/** Ends a start that failed with status 1: a refused start with its message for the reader, anything else logged. */
export function exitOnStartFailure(error: unknown): never {
  if (error instanceof StartRefused) console.error(error.message);
  else
    console.error(
      JSON.stringify({ level: 50, msg: "failed to start", error: String((error as Error)?.stack ?? error) }),
    );
  process.exit(1);
}

if (import.meta.main) main().catch(exitOnStartFailure);

/**
 * A proxy in front keeps its idle connections to us for 60 s (nginx's upstream `keepalive_timeout`, most load
 * balancers), and Node closes them after 5 s. A request the proxy sends on one just as Node closes it is lost: a 502
 * for the shopper, or ECONNRESET for a client reusing the connection (a journey met one). Ours outlast the proxy's, so
 * the proxy is always the one that closes them. The header timeout is raised with it, so that it stays the larger.
 */
function keepIdleConnectionsLongerThanAProxy(server: ReturnType<typeof serve>) {
  if (!("keepAliveTimeout" in server)) return;
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}
