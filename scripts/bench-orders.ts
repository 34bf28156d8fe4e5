// `npm run bench:orders [-- --shoppers 20 --rounds 5 --pay card|gift-card --postgres]`: how long placing an order
// takes under concurrent shoppers (the target: p50 and p95 under 20). Builds, starts the production
// server (and with it the card sandbox on PORT+300) on a fresh SQLite database, or with --postgres on a fresh
// PostgreSQL database made for the run on BENCH_DATABASE_URL's server and dropped after it. Each round makes
// N guest shoppers ready the way the journeys do (bag, e-mail, delivery, mode, billing through the checkout's
// calls and forms, and the payment: a card typed on the sandbox's page, or a gift card covering the total), then
// fires their place-order requests at once and times each one alone: `authorise-order` for a card (the store's
// signature check, the acquirer's server-to-server authorisation, the order's transaction), the zero-total form
// post for gift cards. Prints p50, p95 and max over all rounds, and the machine it ran on.

import { spawn, spawnSync } from "node:child_process";
import { randomBytes, randomInt, randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "../data/db.ts";
import { insertGiftCard } from "../data/seed/gift-cards/seed-gift-cards.ts";
import { checkoutFormSteps, findParcelVariant, setStockOf } from "../tests/setup/order-harness.ts";
import { percentile } from "./lib/measured-server.ts";

const { values } = parseArgs({
  options: {
    shoppers: { type: "string", default: "20" },
    rounds: { type: "string", default: "5" },
    pay: { type: "string", default: "card" },
    postgres: { type: "boolean", default: false },
  },
});
const shoppers = Math.max(1, Number(values.shoppers) || 20);
const rounds = Math.max(1, Number(values.rounds) || 5);
const pay = values.pay === "gift-card" ? "gift-card" : "card";
const root = join(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 3320);
const base = `http://127.0.0.1:${port}`;
const VERSION = "uk";
/** The sandbox's always-authorised Visa (README "Sandbox card payments"). */
const TEST_CARD = "4444333322221111";

console.log("building…");
spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], { stdio: "ignore", cwd: root });
const work = mkdtempSync(join(tmpdir(), "storefront-bench-orders-"));
const database = values.postgres ? await freshPostgresDatabase() : null;
const databaseUrl = database?.url ?? join(work, "bench.db");

const server = spawn(process.execPath, [join(root, "server/main.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    // A production start needs the OAuth client's secret (docs/decisions/037): one for this run.
    OAUTH_CLIENT_SECRET: randomBytes(24).toString("base64url"),
    GIFT_CARD_SECRET: randomBytes(32).toString("base64url"),
    IMAGE_CACHE_DIR: join(work, "images"),
    // No rate-limit override: every shopper posts from this machine, as an office behind one address does, and the
    // shop's default limits must let them all check out (decision 031).
    // The other bench's default port: PORT+300 stays clear of e2e sandboxes on 3400/3401.
    PAYMENT_SANDBOX_PORT: String(port + 300),
  },
  stdio: ["ignore", "inherit", "inherit"],
});

/** A shopper's browser in miniature: its cookies and its page's CSRF token. */
class Browser {
  private cookies = new Map<string, string>();
  csrfToken = "";

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const full = url.startsWith("http") ? url : `${base}${url}`;
    // The store's cookies and token go to the store only, never to the acquirer's origin.
    const own = full.startsWith(`${base}/`);
    const headers = new Headers(init.headers);
    if (own && this.cookies.size)
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (own && this.csrfToken && init.method === "POST") headers.set("x-csrf-token", this.csrfToken);
    const response = await fetch(full, { ...init, headers, redirect: "manual" });
    if (own)
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ""] = cookie.split(";");
        const at = pair.indexOf("=");
        if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
      }
    return response;
  }

  async json(path: string, body: unknown): Promise<Response> {
    return this.request(`${base}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  }

  async form(url: string, fields: Record<string, string>): Promise<Response> {
    return this.request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
  }
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status)
    throw new Error(`${what}: ${response.status}, not ${status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** A checkout-page form post, as a browser without JavaScript sends it: 303 back to the page when accepted. */
async function checkoutForm(browser: Browser, fields: Record<string, string>) {
  const response = await browser.form(`${base}/${VERSION}/checkout/secure`, {
    CSRFToken: browser.csrfToken,
    ...fields,
  });
  await expectStatus(response, 303, `checkout form ${fields.intent}`);
  await response.arrayBuffer();
}

/** A guest with the variant in the bag and every checkout section done up to payment. */
async function readyShopper(variant: string): Promise<Browser> {
  const browser = new Browser();
  const first = await expectStatus(
    await browser.request(`/api/common/universalVariable.json?url=/${VERSION}/`),
    200,
    "session",
  );
  browser.csrfToken = ((await first.json()) as { csrfToken: string }).csrfToken;
  await (
    await expectStatus(
      await browser.json(`/${VERSION}/cart/entries`, { productSku: variant, quantity: 1 }),
      200,
      "add to bag",
    )
  ).arrayBuffer();
  for (const fields of checkoutFormSteps(`bench-${randomUUID()}@example.com`))
    await checkoutForm(browser, fields);
  return browser;
}

/** What the timed request needs, prepared beforehand so only placing the order is measured. */
type Placement = () => Promise<Response>;

/** The card typed on the sandbox's hosted page; answers the authorise-order request to time. */
async function preparedCardPayment(browser: Browser): Promise<Placement> {
  const session = (await (
    await expectStatus(
      await browser.json(`/${VERSION}/checkout/secure/world-pay-iframe.json`, { saveCard: false }),
      200,
      "world-pay-iframe.json",
    )
  ).json()) as { attemptId: string; iframeUrl: string };
  const page = await expectStatus(
    await browser.form(session.iframeUrl, {
      holderName: "Ada Lovelace",
      cardNumber: TEST_CARD,
      expiry: "03/30",
      securityCode: "123",
    }),
    200,
    "sandbox card form",
  );
  const href = /<a href="([^"]+)">Continue<\/a>/.exec(await page.text())?.[1]?.replaceAll("&amp;", "&");
  if (!href) throw new Error("the sandbox's result page has no Continue link");
  const result = Object.fromEntries(new URL(href).searchParams);
  return () =>
    browser.json(`/${VERSION}/checkout/secure/authorise-order`, { attemptId: session.attemptId, result });
}

/** A fresh gift card for more than the total, applied; answers the zero-total form post to time. */
async function preparedGiftCardPayment(browser: Browser, db: ReturnType<typeof openDatabase>["db"]) {
  const code = `GC${String(randomInt(0, 10 ** 7)).padStart(7, "0")}${String(randomInt(0, 10 ** 7)).padStart(7, "0")}`;
  await insertGiftCard(db, {
    code,
    issued: 10_000_000,
    spent: 0,
    status: "active",
    expiresAt: "2099-12-31T23:59:59.000Z",
  });
  await (
    await expectStatus(
      await browser.json(`/${VERSION}/checkout/secure/redeem-gift-voucher.json`, { giftCardCode: code }),
      200,
      "redeem-gift-voucher.json",
    )
  ).arrayBuffer();
  const attemptId = randomUUID();
  return () =>
    browser.form(`${base}/${VERSION}/checkout/secure`, {
      CSRFToken: browser.csrfToken,
      intent: "place-order",
      attemptId,
    });
}

/** Placed: the card call's 200 `{ status: "placed" }`, or the form's 303 to the confirmation. */
async function placed(response: Response): Promise<boolean> {
  if (pay === "card") {
    const body = (await response.json().catch(() => ({}))) as { status?: string };
    return response.status === 200 && body.status === "placed";
  }
  await response.arrayBuffer();
  return response.status === 303 && /orderConfirmation/.test(response.headers.get("location") ?? "");
}

function machine(): string {
  const model = cpus()[0]?.model ?? "unknown CPU";
  const nproc = spawnSync("nproc", { encoding: "utf8" }).stdout.trim() || String(cpus().length);
  let memory = "";
  try {
    const kb = Number(/MemTotal:\s+(\d+)/.exec(readFileSync("/proc/meminfo", "utf8"))?.[1]);
    if (kb) memory = `, ${(kb / 1024 / 1024).toFixed(1)} GB RAM`;
  } catch {
    // Not Linux: the CPU is enough to compare runs.
  }
  // Other work on the machine slows every figure: the load says how busy it was.
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ");
  return `${nproc} CPUs available (${model})${memory}, Node ${process.version}, load average ${load}`;
}

/** A PostgreSQL database of its own for the run (the server migrates and seeds it), dropped after it. */
async function freshPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ??
    process.env.TEST_DATABASE_URL ??
    "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `storefront_bench_orders_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

const handle = { current: null as ReturnType<typeof openDatabase> | null };
try {
  for (let i = 0; ; i++) {
    if (
      await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (i > 600) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  handle.current = openDatabase(databaseUrl);
  const { db } = handle.current;
  // A parcel product sold in pounds, stocked for every order of the run, so no order is refused for stock.
  const { code: variant } = await findParcelVariant(db);
  await setStockOf(db, variant, 1_000_000);

  console.log(
    `${rounds} rounds of ${shoppers} shoppers placing an order at once, paying by ${pay}, on ${values.postgres ? "PostgreSQL" : "SQLite"}`,
  );
  const times: number[] = [];
  let failures = 0;
  for (let round = 1; round <= rounds; round++) {
    const ready = await Promise.all(Array.from({ length: shoppers }, () => readyShopper(variant)));
    const placements = await Promise.all(
      ready.map((browser) =>
        pay === "card" ? preparedCardPayment(browser) : preparedGiftCardPayment(browser, db),
      ),
    );
    const answers = await Promise.all(
      placements.map(async (place) => {
        const t0 = performance.now();
        const response = await place();
        const ok = await placed(response);
        return { ms: performance.now() - t0, ok, status: response.status };
      }),
    );
    const failed = answers.filter((answer) => !answer.ok);
    failures += failed.length;
    times.push(...answers.map((answer) => answer.ms));
    const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
    console.log(
      `round ${round}: p50 ${percentile(sorted, 50).toFixed(0)} ms   max ${sorted.at(-1)?.toFixed(0)} ms${failed.length ? `   not placed: ${failed.length} (${[...new Set(failed.map((f) => f.status))].join(", ")})` : ""}`,
    );
  }
  times.sort((a, b) => a - b);
  console.log(
    `\nplace order, ${times.length} requests, ${shoppers} at a time: p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   max ${times.at(-1)?.toFixed(0)} ms   not placed ${failures}`,
  );
  console.log(`machine: ${machine()}`);
  if (failures > 0) process.exitCode = 1;
} finally {
  await handle.current?.close();
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  await database?.drop();
  rmSync(work, { recursive: true, force: true });
}
