import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import type { pino } from "pino";
import type { ServerBuild } from "react-router";
import { expect, inject } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { PasswordRequestLimits } from "../../core/accounts/password-service.ts";
import {
  DEFAULT_GIFT_CARD_ATTEMPT_LIMITS,
  type GiftCardAttemptLimits,
} from "../../core/gift-cards/gift-card-attempts.ts";
import {
  type BalanceCheckLimits,
  DEFAULT_BALANCE_CHECK_LIMITS,
} from "../../core/gift-cards/gift-card-balance-check.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { DEFAULT_DATABASE_LIMITS } from "../../data/pg-pool.ts";
import type { CardAcquirerSettings } from "../../providers/payments/create-card-acquirer.ts";
import { DEFAULT_EDGE_LIMITS } from "../../server/edge-limits.ts";
import { type AppOptions, createApp } from "../../server/entry.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices } from "../../server/services.ts";
import type { Telemetry } from "../../server/telemetry/setup-telemetry.ts";
import { TEST_GIFT_CARD_SECRET } from "./test-gift-card-secret.ts";

/**
 * scrypt at N = 2^10 for the accounts the API tests register and sign in (about a thousandth of the production
 * cost), through the account service's own option. Production keeps CURRENT_PASSWORD_PARAMETERS
 * (core/accounts/password-hashing.ts), and so do the journeys, which run the production build.
 */
export const TEST_PASSWORD_PARAMETERS = { logN: 10, r: 8, p: 1 } as const;

const BUILD = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "server/index.js");

/**
 * Rate limits in tests: every in-process request comes from one address and the test files share one database,
 * so suites get room for their own posts; the rate-limit tests set their own limits and client addresses.
 */
/**
 * A rate-limit window that no test run straddles: every limit of the harness counts in it. Windows are
 * fixed, each starting at a multiple of its length since the epoch (core/limits/rate-limit.ts): with 900 s, a
 * sign-in test failed when a quarter hour struck between its wrong passwords and the owner's sign-in, which then
 * came in a fresh window, unslowed. This window runs from September 2001 to May 2033.
 */
export const ONE_WINDOW_SECONDS = 1_000_000_000;

export const TEST_LIMITS = {
  ...DEFAULT_EDGE_LIMITS,
  formPosts: 100_000,
  windowSeconds: ONE_WINDOW_SECONDS,
  attempts: { ...DEFAULT_EDGE_LIMITS.attempts, perAddress: 100_000, windowSeconds: ONE_WINDOW_SECONDS },
};

type TestAppOptions = Partial<Pick<AppOptions, "trustProxy" | "publicOrigin" | "limits" | "oauth">> & {
  /** Where log lines go (default: nowhere). */
  logTo?: pino.DestinationStream;
  /** Database connections of the pool (default 4); a burst of concurrent requests needs more. */
  poolSize?: number;
  /** How long a request waits for a pooled connection (default 3 s); a burst on a busy machine waits longer. */
  connectTimeoutMs?: number;
  /** false: handed over while its search index is still being built. */
  waitForSearch?: boolean;
  /** The shared page cache in front of shareable pages, as production runs it (off by default in API tests). */
  pageCache?: boolean;
  /** Reset and sign-in link request limits (default: room for every suite's requests). */
  passwordLimits?: PasswordRequestLimits;
  /** The card acquirer to call (default: a sandbox origin nothing listens on, with random keys). */
  cardPayments?: CardAcquirerSettings & { provider: string };
  /** Gift card tries per shopper, per card and shop-wide (default: the shop's own, in ONE_WINDOW_SECONDS). */
  giftCardAttemptLimits?: GiftCardAttemptLimits;
  /**
   * Gift card balance checks per session, address and card, and wrong PINs before a lock (default: the shop's, in
   * ONE_WINDOW_SECONDS).
   */
  giftCardBalanceLimits?: BalanceCheckLimits;
  /** The secret gift card digests are keyed with (default TEST_GIFT_CARD_SECRET). */
  giftCardSecret?: string;
  /** Traces and metrics, wired as server/main.ts wires them (default: none). */
  telemetry?: Telemetry;
};

/** The whole storefront in-process over this run's test database, pages included when built. */
export async function createTestApp(options: TestAppOptions = {}) {
  const database = openDatabase(inject("databaseUrl"), {
    poolSize: options.poolSize ?? 4,
    limits: {
      ...DEFAULT_DATABASE_LIMITS,
      connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_DATABASE_LIMITS.connectTimeoutMs,
    },
  });
  if (!existsSync(BUILD))
    throw new Error("API tests need the production build: run `npm run build` first (npm test does).");
  const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
  const services = createServices(database, loadSiteConfig(), {
    passwordLimits: options.passwordLimits ?? {
      perAddress: 100_000,
      perEmail: 100_000,
      windowSeconds: ONE_WINDOW_SECONDS,
    },
    passwordParameters: TEST_PASSWORD_PARAMETERS,
    giftCardSecret: options.giftCardSecret ?? TEST_GIFT_CARD_SECRET,
    giftCardBalanceLimits: options.giftCardBalanceLimits ?? {
      ...DEFAULT_BALANCE_CHECK_LIMITS,
      windowSeconds: ONE_WINDOW_SECONDS,
    },
    ...(options.cardPayments ? { cardPayments: options.cardPayments } : {}),
    giftCardAttemptLimits: options.giftCardAttemptLimits ?? {
      ...DEFAULT_GIFT_CARD_ATTEMPT_LIMITS,
      windowSeconds: ONE_WINDOW_SECONDS,
    },
    ...(options.telemetry ? { orderWorkflowTracer: options.telemetry.orderWorkflow } : {}),
  });
  options.telemetry?.observeOutbox(services.outbox);
  const app = createApp({
    services,
    telemetry: options.telemetry,
    logger: options.logTo ? createLogger("info", options.logTo) : createLogger("silent"),
    build,
    limits: options.limits ?? TEST_LIMITS,
    trustProxy: options.trustProxy,
    publicOrigin: options.publicOrigin,
    oauth: options.oauth,
    ...(options.pageCache ? { pageCache: {} } : {}),
  });
  // The catalogue's LISTEN connection (PostgreSQL) is the services' own, outside the pool: closed first, as the
  // server's shutdown does, or every test file would leave one open until the run ran out of connections.
  const close = async () => {
    await services.catalogueChanged.close();
    await database.close();
  };
  return { app, build, database, services, close };
}

type App = Awaited<ReturnType<typeof createTestApp>>["app"];

/** A shopper's browser in miniature: keeps cookies and sends the CSRF token on changes. */
export class Shopper {
  private readonly app: App;
  private cookies = new Map<string, string>();
  csrfToken = "";

  constructor(app: App) {
    this.app = app;
  }

  async request(path: string, init: RequestInit & { csrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.csrf !== false && this.csrfToken && init.method && init.method !== "GET")
      headers.set("x-csrf-token", this.csrfToken);
    const response = await this.app.request(`http://localhost${path}`, {
      ...init,
      headers,
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const [name, ...value] = (pair ?? "").split("=");
      if (name) this.cookies.set(name.trim(), value.join("="));
    }
    return response;
  }

  /** The value of one of this browser's cookies. */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** The same browser (cookies and CSRF token) talking to another instance on the same database. */
  twin(app: App): Shopper {
    const other = new Shopper(app);
    other.cookies = this.cookies;
    other.csrfToken = this.csrfToken;
    return other;
  }

  /** Starts a session the way the first page view does and keeps its CSRF token. */
  async begin(): Promise<this> {
    const response = await this.request("/api/common/universalVariable.json?url=/uk/");
    const body = (await response.json()) as { csrfToken: string };
    this.csrfToken = body.csrfToken;
    return this;
  }
}

/** Puts `quantity` of `sku` in the shopper's bag on `version` through the bag's call, and expects it taken. */
export async function addToBag(
  shopper: Shopper,
  sku: string,
  options: { quantity?: number; version?: string } = {},
): Promise<Shopper> {
  const added = await shopper.request(`/${options.version ?? "uk"}/cart/entries`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ productSku: sku, quantity: options.quantity ?? 1 }),
  });
  expect(added.status).toBe(200);
  return shopper;
}

/**
 * The path of the link in the newest e-mail of `kind` (core/mail) to `email`: what its reader would follow.
 */
export async function linkMailedTo(database: DatabaseHandle, email: string, kind: string): Promise<string> {
  const message = await database.db
    .selectFrom("outbox")
    .select("text")
    .where("toAddress", "=", email)
    .where("kind", "=", kind)
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
  const link = /https?:\/\/[^/\s]+(\/\S*token=[A-Za-z0-9_-]{43})/.exec(message.text)?.[1];
  if (!link) throw new Error(`no link in the ${kind} e-mail to ${email}`);
  return link;
}

/**
 * Registers a customer through the uk sign-in page's form post, then follows the link it mails, as the new
 * customer does: the account is made and the shopper signed in. Signing in renews the session's CSRF token: call
 * `shopper.begin()` before the next change.
 */
export async function registerCustomer(
  shopper: Shopper,
  customer: { email: string; password: string; firstName?: string; lastName?: string },
  database: DatabaseHandle,
): Promise<void> {
  const registered = await shopper.request("/uk/login/register", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "register",
      title: "Ms",
      firstName: customer.firstName ?? "Grace",
      lastName: customer.lastName ?? "Hopper",
      phone: "07700 900123",
      email: customer.email,
      password: customer.password,
      confirmPassword: customer.password,
    }),
  });
  expect(registered.status, await registered.clone().text()).toBe(303);
  const confirmed = await shopper.request(
    await linkMailedTo(database, customer.email, "registration-confirmation"),
  );
  expect(confirmed.status).toBe(303);
}
