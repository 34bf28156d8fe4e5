import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

// The production build on a fresh SQLite database of its own, for the measuring scripts (measure:reset,
// measure:sign-in). Every request comes from this machine, so the per-client limits are lifted: the scripts
// measure the request, not the 429.

interface MeasuredServer {
  base: string;
  databasePath: string;
  stop(): void;
}

export async function startMeasuredServer(name: string): Promise<MeasuredServer> {
  const port = 3190 + Math.floor(Math.random() * 9);
  const base = `http://127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), `${name}-`));
  const databasePath = join(dir, "storefront.db");
  const server: ChildProcess = spawn(
    process.execPath,
    [join(import.meta.dirname, "..", "..", "server", "main.ts")],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATABASE_URL: databasePath,
        LOG_LEVEL: "warn",
        NODE_ENV: "production",
        // A production start needs the OAuth client's secret (docs/decisions/037): one for this run.
        OAUTH_CLIENT_SECRET: randomBytes(24).toString("base64url"),
        GIFT_CARD_SECRET: randomBytes(32).toString("base64url"),
        RATE_LIMIT_PASSWORD_PER_ADDRESS: "1000000",
        RATE_LIMIT_PASSWORD_PER_EMAIL: "1000000",
        RATE_LIMIT_FORM_POSTS: "1000000",
        RATE_LIMIT_SIGN_IN_PER_ADDRESS: "1000000",
        RATE_LIMIT_SIGN_IN_PER_ACCOUNT: "1000000",
      },
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const stop = () => {
    server.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  };
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > 180_000) {
      stop();
      throw new Error("the server did not start within 3 minutes");
    }
    const ok = await fetch(`${base}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { base, databasePath, stop };
    await new Promise((r) => setTimeout(r, 500));
  }
}

export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
