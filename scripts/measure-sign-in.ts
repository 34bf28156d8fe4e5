// `npm run measure:sign-in [-- --requests N]`: how long a sign-in takes. Starts the production
// build on a fresh SQLite database, makes an account with today's password parameters (scrypt N = 2^17), and
// times N sequential sign-ins through the sign-in page's form post, each from a new session, as a browser
// would; prints the p50 and p95, and the same for a wrong password. Needs `npm run build` first.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "../core/accounts/password-hashing.ts";
import { openDatabase } from "../data/db.ts";
import { createCustomerRepository } from "../data/repositories/customer-repository.ts";
import { percentile, startMeasuredServer } from "./lib/measured-server.ts";

const { values } = parseArgs({ options: { requests: { type: "string", default: "40" } } });
const n = Math.max(5, Number(values.requests) || 40);
const { base, databasePath, stop } = await startMeasuredServer("measure-sign-in");

try {
  const database = openDatabase(databasePath);
  const customers = createCustomerRepository(database.db);
  const email = `measure-${Date.now()}@example.com`;
  const password = "Measure-passw0rd!";
  await customers.create(
    {
      id: randomUUID(),
      email,
      title: "Ms",
      firstName: "Ada",
      lastName: "Lovelace",
      phone: "07700900123",
      birthday: null,
      customerType: "registered",
      marketingConsent: false,
      // Today's parameters: the cost a real sign-in pays.
      passwordHash: await hashPassword(password),
    },
    new Date(),
  );
  await database.close();

  /** One sign-in from a fresh session: the page's CSRF token, then the form post. */
  async function signIn(tried: string): Promise<{ ms: number; status: number }> {
    const first = await fetch(`${base}/api/common/universalVariable.json?url=/uk/`);
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const { csrfToken } = (await first.json()) as { csrfToken: string };
    const body = new URLSearchParams({ intent: "signIn", email, password: tried, CSRFToken: csrfToken });
    const t0 = performance.now();
    const response = await fetch(`${base}/uk/login`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", cookie },
      body,
      redirect: "manual",
    });
    await response.arrayBuffer();
    return { ms: performance.now() - t0, status: response.status };
  }

  const times: Record<"right" | "wrong", number[]> = { right: [], wrong: [] };
  for (let i = 0; i < n * 2; i++) {
    const kind = i % 2 === 0 ? "right" : "wrong";
    const { ms, status } = await signIn(kind === "right" ? password : `${password}x`);
    if (kind === "right" && status !== 303) throw new Error(`a sign-in answered ${status}, not 303`);
    times[kind].push(ms);
  }
  const row = (kind: "right" | "wrong") => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const r = row("right");
  const w = row("wrong");
  console.log(`sign-ins per kind: ${n}`);
  console.log(`right password  p50 ${r.p50.toFixed(1)} ms   p95 ${r.p95.toFixed(1)} ms`);
  console.log(`wrong password  p50 ${w.p50.toFixed(1)} ms   p95 ${w.p95.toFixed(1)} ms`);
} finally {
  stop();
}
