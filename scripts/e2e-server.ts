// Starts the production build for the end-to-end journeys on a fresh SQLite database, so every
// run begins from the same seeded catalogue.
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const dir =
  process.env.STOREFRONT_TMP_DIR ??
  join(import.meta.dirname, "..", process.env.BUILD_DIR ?? "build", `e2e-${process.env.PORT ?? "3100"}`);
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
process.env.DATABASE_URL ??= join(dir, "storefront.db");
process.env.LOG_LEVEL ??= "warn";
// Every journey posts from 127.0.0.1, so they would share one form allowance; tests/api/edge.test.ts pins the limit.
process.env.RATE_LIMIT_FORM_POSTS ??= "100000";
// Every journey signs in from 127.0.0.1; each uses its own e-mail, so the per-account limit still holds.
process.env.RATE_LIMIT_SIGN_IN_PER_ADDRESS ??= "100000";

const { main } = await import("../server/main.ts");
await main();
