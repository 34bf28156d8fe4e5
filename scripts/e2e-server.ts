// Starts the production build for the end-to-end journeys on a fresh SQLite database, so every
// run begins from the same seeded catalogue.
import { randomBytes } from "node:crypto";
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { isEmpty, seed } from "../data/seed/seed.ts";
import { JOURNEY_CARD_SANDBOX_KEY } from "./lib/journey-card-sandbox.ts";

const dir =
  process.env.STOREFRONT_TMP_DIR ??
  join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", `e2e-${process.env.PORT ?? "3100"}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
process.env.DATABASE_URL ??= join(dir, "storefront.db");
process.env.LOG_LEVEL ??= "warn";
// The build runs as production, which needs the OAuth client's secret (docs/decisions/037): one per run.
process.env.OAUTH_CLIENT_SECRET ??= randomBytes(24).toString("base64url");
// and a gift card secret (decision 043): the seeded cards are keyed with it when the server starts.
process.env.GIFT_CARD_SECRET ??= randomBytes(32).toString("base64url");
// Every journey posts from 127.0.0.1, so they would share one form allowance; tests/api/edge.test.ts pins the limit.
process.env.RATE_LIMIT_FORM_POSTS ??= "100000";
// Every journey signs in from 127.0.0.1; each uses its own e-mail, so the per-account limit still holds.
process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS ??= "100000";
// The password journeys read their e-mail in the development mailbox (the build runs as production) and ask
// for several links from 127.0.0.1; the worker looks for queued requests often so a link arrives at once.
process.env.MAILBOX_ENABLED ??= "1";
process.env.MAIL_WORKER_INTERVAL_MS ??= "250";
// The journeys run at any hour: an e-gift card for today goes at once, not at 08:00 London time (decision 045).
process.env.E_GIFT_CARD_SEND_HOUR ??= "0";
process.env.RATE_LIMIT_PASSWORD_PER_ADDRESS ??= "100000";
// A known key for the card sandbox, so the back office's journeys can read its ledger (scripts/lib/journey-card-sandbox.ts).
process.env.PAYMENT_API_KEY ??= JOURNEY_CARD_SANDBOX_KEY;

// The journeys pay with the trial gift cards and codes, which a production start never seeds: this test database
// gets them before the server starts (docs/decisions/030-what-strangers-reach.md).
const database = openDatabase(process.env.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  if (await isEmpty(database.db)) await seed(database.db, { trial: true });
} finally {
  await database.close();
}

const { main } = await import("../server/main.ts");
await main();
