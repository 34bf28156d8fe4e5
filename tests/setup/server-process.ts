import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import { createInterface } from "node:readline";
import { freePort } from "./free-port.ts";
import { TEST_GIFT_CARD_SECRET } from "./test-gift-card-secret.ts";

const MAIN = resolve(import.meta.dirname, "../../server/main.ts");
/** `npm start`'s entry: the machine's OAuth secret and the mailbox, then main (docs/decisions/037). */
export const NPM_START_ENTRY = resolve(import.meta.dirname, "../../scripts/start.ts");

export interface ServerProcess {
  child: ChildProcess;
  origin: string;
  /** Log lines the process wrote, parsed (pino JSON). */
  logs: { level: number; msg: string }[];
  /** Null while running; the exit code or signal once it ended. */
  exited(): { code: number | null; signal: NodeJS.Signals | null } | null;
  stop(): Promise<void>;
}

/**
 * Runs `server/main.ts` (or `entry`) as its own process in production, and waits until it listens. The payment
 * sandboxes get free ports of their own, so the process never meets another run's on the default ones, and the
 * OAuth client a secret of its own, as a production start needs (an `OAUTH_CLIENT_SECRET: undefined` removes it),
 * and gift cards the secret the in-process apps key them with.
 */
export async function startServerProcess(env: NodeJS.ProcessEnv, entry = MAIN): Promise<ServerProcess> {
  const sandboxPorts = {
    PAYMENT_SANDBOX_PORT: String(await freePort()),
    PAYPAL_SANDBOX_PORT: String(await freePort()),
    WALLET_SANDBOX_PORT: String(await freePort()),
  };
  const child = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      OAUTH_CLIENT_SECRET: randomBytes(24).toString("base64url"),
      GIFT_CARD_SECRET: TEST_GIFT_CARD_SECRET,
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      ...sandboxPorts,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: { level: number; msg: string }[] = [];
  let exit: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  const exited = new Promise<void>((done) =>
    child.on("exit", (code, signal) => {
      exit = { code, signal };
      done();
    }),
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += String(chunk);
  });
  const port = await new Promise<number>((found, fail) => {
    const lines = createInterface({ input: child.stdout as NodeJS.ReadableStream });
    lines.on("line", (line) => {
      try {
        const entry = JSON.parse(line) as { level: number; msg: string; port?: number };
        logs.push(entry);
        if (entry.msg === "storefront listening" && entry.port) found(entry.port);
      } catch {
        logs.push({ level: 30, msg: line });
      }
    });
    void exited.then(() => fail(new Error(`server exited before listening: ${stderr.slice(-2000)}`)));
  });
  return {
    child,
    origin: `http://127.0.0.1:${port}`,
    logs,
    exited: () => exit,
    async stop() {
      if (exit) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
