import { inject } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { openDatabase } from "../../data/db.ts";
import { DEFAULT_DATABASE_LIMITS } from "../../data/pg-pool.ts";
import { createPayPalSandboxApp } from "../../providers/payments/paypal-sandbox/sandbox-app.ts";
import { createApp } from "../../server/entry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import { TEST_LIMITS } from "./api-app.ts";
import { findParcelVariant } from "./order-harness.ts";

export const PAYPAL_ORIGIN = "http://paypal-sandbox.test";
export const PAYPAL_API_KEY = "paypal-test-key-0123456789abcdef";

/**
 * The shop over this run's test database with the SANDBOX PayPal answering in-process (its own app, called without
 * a port), and a parcel variant with room for the file's orders: `variantOffset` keeps each file on its own.
 */
export async function createPayPalHarness(options: { variantOffset: number }) {
  const database = openDatabase(inject("databaseUrl"), {
    poolSize: 8,
    limits: { ...DEFAULT_DATABASE_LIMITS, connectTimeoutMs: 60_000 },
  });
  const sandbox = createPayPalSandboxApp({
    apiKey: PAYPAL_API_KEY,
    origin: PAYPAL_ORIGIN,
    storeOrigins: ["http://localhost"],
  });
  const services = createServices(database, loadSiteConfig(), {
    paypal: {
      provider: "sandbox",
      origin: PAYPAL_ORIGIN,
      apiKey: PAYPAL_API_KEY,
      fetch: async (request) => sandbox.request(request),
    },
  });
  const app = createApp({ services, logger: createLogger("silent"), limits: TEST_LIMITS });
  const variant = (await findParcelVariant(database.db, { minStock: 40, offset: options.variantOffset }))
    .code;
  const close = async () => {
    await services.catalogueChanged.close();
    await database.close();
  };
  return { database, services, app, sandbox, variant, close };
}
