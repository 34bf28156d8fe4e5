import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import pg from "pg";

export const DEFAULT_TEST_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";

async function reachable(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return null;
  } catch (error) {
    return (error as Error).message;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Finds PostgreSQL for the API tests, starting the local cluster once if it is down. */
export async function ensurePostgres(): Promise<{ available: boolean; url: string; reason: string }> {
  const url = process.env.TEST_DATABASE_URL ?? DEFAULT_TEST_DATABASE_URL;
  let reason = await reachable(url);
  if (reason === null) return { available: true, url, reason: "" };
  try {
    const versions = readdirSync("/etc/postgresql");
    for (const version of versions) {
      spawnSync("pg_ctlcluster", ["--skip-systemctl-redirect", version, "main", "start"], {
        stdio: "inherit",
      });
    }
    for (let attempt = 0; attempt < 10 && reason !== null; attempt++) {
      await new Promise((r) => setTimeout(r, 500));
      reason = await reachable(url);
    }
  } catch (error) {
    reason = `${reason}; could not start a local cluster: ${(error as Error).message}`;
  }
  return { available: reason === null, url, reason: reason ?? "" };
}
