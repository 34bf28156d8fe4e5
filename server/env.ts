import { DEVELOPMENT_GIFT_CARD_SECRET } from "../core/gift-cards/gift-card-digests.ts";
import { z } from "../core/validation/zod.ts";
import { DEFAULT_DATABASE_LIMITS } from "../data/pg-pool.ts";
import { ADDRESS_LOOKUP_PROVIDERS } from "../providers/address-lookup/address-lookup-provider.ts";
import { COLLECTION_POINT_PROVIDERS } from "../providers/collection-points/create-collection-point-finder.ts";
import { CARD_PAYMENT_PROVIDERS } from "../providers/payments/create-card-acquirer.ts";
import { PAYPAL_PROVIDERS } from "../providers/payments/paypal-sandbox/create-paypal-client.ts";
import { TAX_PROVIDERS } from "../providers/tax/create-tax-provider.ts";
import { TRACE_SAMPLERS } from "./telemetry/trace-sampler.ts";

// Environment is parsed once at boot; a bad value stops the process with the variable's name.
const envObject = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where rendered product images are cached; they are derived data and safe to delete. */
  IMAGE_CACHE_DIR: z.string().optional(),
  /** The most the image cache may hold; the least recently used files are deleted past it. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().positive().default(1024),
  /** The shared page cache in front of catalogue and content pages (docs/decisions/052); `off` renders every one. */
  PAGE_CACHE: z.enum(["on", "off"]).default("on"),
  /** The most the page cache holds per instance (pages and their gzip); the least recently used go first. */
  PAGE_CACHE_MAX_MB: z.coerce.number().int().positive().default(256),
  /** Image renders running at once (each can take 1.5–3 s of CPU at 2000 px). */
  IMAGE_RENDER_SLOTS: z.coerce.number().int().positive().max(64).default(2),
  /** Image renders waiting for a turn; past this, 503 with Retry-After. */
  IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** PostgreSQL pool size and waits (docs/operations.md "Limits"); defaults in data/pg-pool.ts. */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_LIMITS.connectTimeoutMs),
  DB_STATEMENT_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_LIMITS.statementTimeoutMs),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().positive().default(DEFAULT_DATABASE_LIMITS.queryTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(DEFAULT_DATABASE_LIMITS.idleInTransactionTimeoutMs),
  /** How often the `session-sweep` job deletes expired sessions and data (docs/operations.md "Background jobs"). */
  SESSION_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .positive()
    .default(60 * 60 * 1000),
  /** Set to 1 behind a TLS-terminating proxy so cookies get `Secure`. */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /**
   * The shop's own address (scheme and host, e.g. https://www.example.com): canonical, hreflang, og:image and
   * JSON-LD addresses are built from it, never from the request's Host header. Unset: http://localhost:PORT.
   */
  PUBLIC_ORIGIN: z
    .url({
      protocol: /^https?$/,
      error: "PUBLIC_ORIGIN must be an http(s) address such as https://shop.example",
    })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** Largest JSON body the API reads, in bytes; a larger one is refused with 413 before it is read. */
  BODY_LIMIT_API_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(16 * 1024),
  /** Largest form body (newsletter, contact us, brochure, page actions), in bytes. */
  BODY_LIMIT_FORM_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(64 * 1024),
  /** Rate limits: posts one client may make to each form (and notify-me) per window, counted in the database. */
  RATE_LIMIT_FORM_POSTS: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
  /** The first-party storefront's OAuth client id (docs/decisions/019-oauth-tokens.md). */
  OAUTH_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]{1,64}$/)
    .default("twc-storefront"),
  /**
   * The first-party client's secret. Outside production a development default applies; in production that
   * default is refused, and without a value the client cannot authenticate (only its public grants work).
   */
  OAUTH_CLIENT_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** Other clients, `id:secret` separated by commas; they may use client_credentials only. */
  OAUTH_SERVICE_CLIENTS: z
    .string()
    .regex(/^([\w.-]{1,64}:[^,:\s]{16,})(,[\w.-]{1,64}:[^,:\s]{16,})*$/, {
      error: "must be id:secret pairs separated by commas, each secret at least 16 characters",
    })
    .optional(),
  /**
   * Password-grant wrong passwords per username (past it, checks wait; never refused) and per client address (429
   * past it) in each rate-limit window; an address past the username's allowance is refused for that username.
   */
  OAUTH_PASSWORD_ATTEMPTS_PER_USERNAME: z.coerce.number().int().positive().default(10),
  OAUTH_PASSWORD_ATTEMPTS_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  /** SMTP server for outgoing e-mail (smtp:// or smtps://); unset, mail stays in the outbox and the mailbox page. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
  /** The From address of outgoing e-mail. */
  MAIL_FROM: z.string().default("The White Cove <no-reply@thewhitecove.example>"),
  /** 1: serve the development mailbox (/{version}/dev/mailbox) even when NODE_ENV is production; to this machine only. */
  MAILBOX_ENABLED: z.enum(["0", "1"]).default("0"),
  /** How often the `mail-drain` job resolves password requests and sends the outbox (one instance per tick). */
  MAIL_WORKER_INTERVAL_MS: z.coerce.number().int().positive().default(2000),
  /** Reset and sign-in link requests per client address, and per e-mail address, in 15 minutes. */
  RATE_LIMIT_PASSWORD_PER_ADDRESS: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_PASSWORD_PER_EMAIL: z.coerce.number().int().positive().default(3),
  /**
   * Sign-in (decisions 018, 031): wrong passwords for one account from anywhere before each further check on it
   * waits (never refused); wrong passwords for one account from one client address before that address is refused
   * for it; wrong passwords (and registrations) from one client address across accounts.
   */
  RATE_LIMIT_SIGN_IN_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_SIGN_IN_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RATE_LIMIT_SIGN_IN_WINDOW_SECONDS: z.coerce.number().int().positive().default(900),
  /** The wait before a password is checked once its account is past its allowance; it doubles up to the max. */
  RATE_LIMIT_SIGN_IN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  RATE_LIMIT_SIGN_IN_MAX_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(8000),
  /**
   * Gift card codes per 15 minutes (decisions 023, 031): wrong codes one session may try, tries at one card from
   * every shopper, and wrong codes the whole shop answers before it pauses every code.
   */
  RATE_LIMIT_GIFT_CARD_PER_SESSION: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_GIFT_CARD_PER_CARD: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_GIFT_CARD_SHOP_WIDE: z.coerce.number().int().positive().default(100),
  /**
   * Gift card balance checks per 15 minutes (decision 043): per session, per client address, and per card from
   * everyone together; and wrong PINs in a row before a card is locked (the lock holds until the shop lifts it).
   */
  RATE_LIMIT_BALANCE_CHECK_PER_SESSION: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_BALANCE_CHECK_PER_ADDRESS: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_BALANCE_CHECK_PER_CARD: z.coerce.number().int().positive().default(10),
  GIFT_CARD_PIN_LOCK_AFTER: z.coerce.number().int().min(3).max(20).default(5),
  /**
   * The secret gift card codes and PINs are keyed with (HMAC-SHA-256; docs/decisions/043-keyed-gift-card-digests.md).
   * Outside production a development default applies; production refuses to start without one, and refuses the
   * default. The same on every instance, and never changed: a card is found only by the secret it was keyed with.
   */
  GIFT_CARD_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  /** The hour of the London day an e-gift card goes out on its send day (decision 045); one for today bought later
   * goes at once. */
  E_GIFT_CARD_SEND_HOUR: z.coerce.number().int().min(0).max(23).default(8),
  /**
   * How long a gift card stays held by a bag nobody touches (bag and checkout): past it the hold goes back to the
   * card, so a card applied to an abandoned bag can pay elsewhere (docs/decisions/028).
   */
  GIFT_CARD_HOLD_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  /**
   * Which search engine answers listings and suggestions (docs/decisions/011-search-provider.md):
   * each instance's own in-memory index, or one PostgreSQL full-text index all instances share.
   */
  SEARCH_PROVIDER: z
    .enum(["embedded", "postgres"], { error: "must be embedded or postgres" })
    .default("embedded"),
  /** Who prices US sales tax and checks US addresses (README "Sandbox collection points and tax"). */
  TAX_PROVIDER: z
    .enum(TAX_PROVIDERS, { error: `must be one of ${TAX_PROVIDERS.join(", ")}` })
    .default("sandbox"),
  /** Who answers the Collect+ collection point search (README "Sandbox collection points and tax"). */
  COLLECTION_POINT_PROVIDER: z
    .enum(COLLECTION_POINT_PROVIDERS, { error: `must be one of ${COLLECTION_POINT_PROVIDERS.join(", ")}` })
    .default("sandbox"),
  /** Which address lookup answers the checkout's address suggestions (README "Sandbox address lookup"). */
  ADDRESS_LOOKUP_PROVIDER: z
    .enum(ADDRESS_LOOKUP_PROVIDERS, { error: `must be one of: ${ADDRESS_LOOKUP_PROVIDERS.join(", ")}` })
    .default("sandbox"),
  /** Who takes card payments (README "Sandbox card payments"; docs/decisions/022-card-payments-sandbox.md). */
  PAYMENT_PROVIDER: z
    .enum(CARD_PAYMENT_PROVIDERS, { error: `must be one of ${CARD_PAYMENT_PROVIDERS.join(", ")}` })
    .default("sandbox"),
  /** The card sandbox's own port; unset, PORT + 300, so two storefronts on different ports never collide. */
  PAYMENT_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The card sandbox's origin as browsers reach it; unset, http://127.0.0.1:{PAYMENT_SANDBOX_PORT}. */
  PAYMENT_SANDBOX_ORIGIN: z
    .url({ protocol: /^https?$/, error: "PAYMENT_SANDBOX_ORIGIN must be an http(s) address" })
    .transform((value) => new URL(value).origin)
    .optional(),
  /**
   * The secret card results are signed with, shared with the acquirer, and the key the store calls it with.
   * Unset with the sandbox, each process makes its own (the sandbox runs in the same process); a real acquirer's
   * are required in production. Several instances sharing one sandbox must all be given the same values.
   */
  PAYMENT_RESULT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  PAYMENT_API_KEY: z.string().min(24, "must be at least 24 characters").optional(),
  /** Who takes PayPal payments (README "Sandbox PayPal"). */
  PAYPAL_PROVIDER: z
    .enum(PAYPAL_PROVIDERS, { error: `must be one of ${PAYPAL_PROVIDERS.join(", ")}` })
    .default("sandbox"),
  /** The PayPal sandbox's own port; unset, PORT + 301 (the card sandbox has PORT + 300). */
  PAYPAL_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The PayPal sandbox's origin as browsers reach it; unset, http://127.0.0.1:{PAYPAL_SANDBOX_PORT}. */
  PAYPAL_SANDBOX_ORIGIN: z
    .url({ protocol: /^https?$/, error: "PAYPAL_SANDBOX_ORIGIN must be an http(s) address" })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** The key the store calls PayPal with; unset with the sandbox, each process makes its own. */
  PAYPAL_API_KEY: z.string().min(24, "must be at least 24 characters").optional(),
  /** Who processes Apple Pay and Google Pay tokens (README "Sandbox Apple Pay and Google Pay"; decision 026). */
  WALLET_PROVIDER: z.enum(["sandbox"], { error: "must be sandbox" }).default("sandbox"),
  /** The wallet sandbox's own port; unset, PORT + 302. */
  WALLET_SANDBOX_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** The wallet sandbox's origin as browsers reach it; unset, http://127.0.0.1:{WALLET_SANDBOX_PORT}. */
  WALLET_SANDBOX_ORIGIN: z
    .url({ protocol: /^https?$/, error: "WALLET_SANDBOX_ORIGIN must be an http(s) address" })
    .transform((value) => new URL(value).origin)
    .optional(),
  /** "0": the emulated device cannot pay with Apple Pay (ApplePaySession.canMakePayments answers false). */
  WALLET_SANDBOX_APPLE_DEVICE: z.enum(["0", "1"]).default("1"),
  // Observability (docs/operations.md "Observability"; docs/decisions/033-observability.md): OpenTelemetry's own
  // variable names where it has one. Nothing leaves the machine unless OTEL_TRACES_EXPORTER says where.
  /** "true": no tracing and no metrics at all (log lines carry no trace id). */
  OTEL_SDK_DISABLED: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  /** The service name traces and target_info carry. */
  OTEL_SERVICE_NAME: z
    .string()
    .regex(/^[\w.-]{1,64}$/, "letters, digits, dots, dashes and underscores, at most 64")
    .default("storefront"),
  /** Where finished spans go: nowhere (trace ids still reach the logs), an OTLP/HTTP collector, or stdout. */
  OTEL_TRACES_EXPORTER: z
    .enum(["none", "otlp", "console"], { error: "must be none, otlp or console" })
    .default("none"),
  /** The collector's base address; traces go to {endpoint}/v1/traces (default http://localhost:4318). */
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) address" })
    .optional(),
  /** The full address traces are posted to; wins over OTEL_EXPORTER_OTLP_ENDPOINT. */
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url({ protocol: /^https?$/, error: "OTEL_EXPORTER_OTLP_TRACES_ENDPOINT must be an http(s) address" })
    .optional(),
  /** Which traces are kept when exporting (OpenTelemetry's sampler names). */
  OTEL_TRACES_SAMPLER: z
    .enum(TRACE_SAMPLERS, { error: `must be one of ${TRACE_SAMPLERS.join(", ")}` })
    .default("parentbased_always_on"),
  /** The share of traces kept by the traceidratio samplers, 0 to 1. */
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1),
  /** "0": no metrics and no /metrics. */
  METRICS_ENABLED: z.enum(["0", "1"]).default("1"),
  /** A bearer token that lets a scraper on another machine read /metrics; without it only this machine may. */
  METRICS_TOKEN: z.string().min(24, "must be at least 24 characters").optional(),
});

/** The development-only secret of the first-party OAuth client: refused when NODE_ENV is production. */
export const DEVELOPMENT_OAUTH_CLIENT_SECRET = "development-only-twc-storefront-secret";

const envSchema = envObject
  .refine((env) => env.SEARCH_PROVIDER !== "postgres" || /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? ""), {
    message: "postgres needs a postgres:// DATABASE_URL",
    path: ["SEARCH_PROVIDER"],
  })
  .refine(
    (env) => env.NODE_ENV !== "production" || env.OAUTH_CLIENT_SECRET !== DEVELOPMENT_OAUTH_CLIENT_SECRET,
    { message: "the development secret cannot be used in production", path: ["OAUTH_CLIENT_SECRET"] },
  )
  .refine((env) => env.NODE_ENV !== "production" || env.GIFT_CARD_SECRET !== DEVELOPMENT_GIFT_CARD_SECRET, {
    message: "the development secret cannot be used in production",
    path: ["GIFT_CARD_SECRET"],
  })
  .refine(
    (env) =>
      env.NODE_ENV !== "production" ||
      env.PAYMENT_PROVIDER === "sandbox" ||
      (env.PAYMENT_RESULT_SECRET !== undefined && env.PAYMENT_API_KEY !== undefined),
    {
      message: "a real payment provider needs PAYMENT_RESULT_SECRET and PAYMENT_API_KEY in production",
      path: ["PAYMENT_PROVIDER"],
    },
  );

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Environment variable ${issue?.path.join(".")} is invalid: ${issue?.message}`);
  }
  return parsed.data;
}

/** The secret gift card digests are keyed with: GIFT_CARD_SECRET, or outside production the development one. */
export function giftCardSecretFrom(env: Pick<Env, "NODE_ENV" | "GIFT_CARD_SECRET">): string | undefined {
  return env.GIFT_CARD_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEVELOPMENT_GIFT_CARD_SECRET);
}
