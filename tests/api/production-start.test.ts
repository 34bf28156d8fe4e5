import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { Agent, get } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { freePort } from "../setup/free-port.ts";
import { NPM_START_ENTRY, type ServerProcess, startServerProcess } from "../setup/server-process.ts";
import { createEmptyTestDatabase, type TestDatabase } from "../setup/test-database.ts";

// Issue 24 point 16 (docs/decisions/037): NODE_ENV defaults to production, and a production start without the
// first-party OAuth client's secret is refused at once with what to set, instead of starting a shop whose token
// endpoint refuses every call with Basic authentication. `npm start`, the README's first command, keeps a secret for
// the machine, so the token call the README documents works from the first start.

const MAIN = resolve(import.meta.dirname, "../../server/main.ts");

let database: TestDatabase;
let work: string;

beforeAll(async () => {
  database = await createEmptyTestDatabase(inject("dialect"));
  work = mkdtempSync(join(tmpdir(), "production-start-"));
}, 60_000);
afterAll(async () => {
  await database?.drop();
  if (work) rmSync(work, { recursive: true, force: true });
});

/**
 * Starts main with `env` and none of this process's OAuth settings; answers how it ended, or that it listened (then
 * stops it and waits for it to end).
 */
async function firstOutcome(
  env: NodeJS.ProcessEnv,
): Promise<{ listening: boolean; code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      OAUTH_CLIENT_SECRET: undefined,
      OAUTH_CLIENT_ID: undefined,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      PAYMENT_SANDBOX_PORT: String(await freePort()),
      PAYPAL_SANDBOX_PORT: String(await freePort()),
      WALLET_SANDBOX_PORT: String(await freePort()),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  const listened = new Promise<true>((done) =>
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on("line", (line) => {
      if (line.includes('"storefront listening"')) done(true);
    }),
  );
  const first = await Promise.race([listened, exited.then(() => false as const)]);
  if (first) {
    child.kill("SIGTERM");
    await exited;
    return { listening: true, code: null, stderr };
  }
  return { listening: false, code: await exited, stderr };
}

describe("a production start", () => {
  it("is refused without OAUTH_CLIENT_SECRET: exit status 1 and what to set, before anything listens", async () => {
    for (const env of [{ NODE_ENV: undefined }, { NODE_ENV: "production" }]) {
      const outcome = await firstOutcome({ ...env, DATABASE_URL: database.url });
      expect(outcome.listening).toBe(false);
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain("Refusing to start: NODE_ENV is production");
      expect(outcome.stderr).toContain("OAUTH_CLIENT_SECRET");
      // A message for the reader, not a stack.
      expect(outcome.stderr).not.toMatch(/\n\s+at /);
    }
  }, 60_000);

  it("is not refused outside production, where the development secret stands in", async () => {
    const own = await createEmptyTestDatabase(inject("dialect"));
    try {
      const outcome = await firstOutcome({ NODE_ENV: "development", DATABASE_URL: own.url });
      expect(outcome).toMatchObject({ listening: true });
    } finally {
      await own.drop();
    }
  }, 120_000);
});

describe("npm start (scripts/start.ts)", () => {
  let server: ServerProcess;
  const secretFile = () => join(work, "oauth-client-secret");

  beforeAll(async () => {
    server = await startServerProcess(
      { OAUTH_CLIENT_SECRET: undefined, OAUTH_CLIENT_SECRET_FILE: secretFile(), DATABASE_URL: database.url },
      NPM_START_ENTRY,
    );
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  const token = (authorization: string) =>
    fetch(`${server.origin}/authorizationserver/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", authorization },
      body: "grant_type=client_credentials",
    });
  const basic = (secret: string) => `Basic ${Buffer.from(`twc-storefront:${secret}`).toString("base64")}`;

  it("keeps an idle connection open longer than a proxy's 60 s, and says so", async () => {
    const agent = new Agent({ keepAlive: true });
    const keepAlive = await new Promise<string | string[] | undefined>((answered, fail) => {
      get(`${server.origin}/healthz`, { agent }, (response) => {
        response.resume();
        answered(response.headers["keep-alive"]);
      }).once("error", fail);
    }).finally(() => agent.destroy());
    expect(keepAlive).toBe("timeout=65");
  });

  it("keeps a secret for this machine, readable by its owner only, and says where", () => {
    const secret = readFileSync(secretFile(), "utf8").trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(secretFile()).mode & 0o777).toBe(0o600);
    expect(server.logs.map((line) => line.msg)).toContain(
      "made this machine's OAuth client secret (set OAUTH_CLIENT_SECRET to use your own)",
    );
  });

  it("answers the README's token call with Basic authentication, and refuses a wrong secret", async () => {
    const secret = readFileSync(secretFile(), "utf8").trim();
    const granted = await token(basic(secret));
    expect(granted.status).toBe(200);
    expect(await granted.json()).toMatchObject({ token_type: "bearer", scope: "basic" });
    const wrong = await token(basic("not-the-secret-of-this-machine"));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ error: "invalid_client" });
  });
});
