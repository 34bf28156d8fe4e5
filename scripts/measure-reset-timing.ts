// `npm run measure:reset [-- --requests N]`: does the reset request answer in the same time whether or not the
// address has an account? Starts the production build on a fresh SQLite database, registers
// N accounts, sends N interleaved reset requests for the known address and for unknown ones, and prints the
// p50/p95 of each and the difference of the p95s. Needs `npm run build` first.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "../core/accounts/password-hashing.ts";
import { openDatabase } from "../data/db.ts";
import { createCustomerRepository } from "../data/repositories/customer-repository.ts";
import { percentile, startMeasuredServer } from "./lib/measured-server.ts";

const { values } = parseArgs({ options: { requests: { type: "string", default: "200" } } });
const n = Math.max(10, Number(values.requests) || 200);
const { base, databasePath, stop } = await startMeasuredServer("measure-reset");

try {
  // A session and its CSRF token, as the browser has them.
  const first = await fetch(`${base}/api/common/universalVariable.json?url=/uk/`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { csrfToken } = (await first.json()) as { csrfToken: string };
  const headers = { "content-type": "application/json", "x-csrf-token": csrfToken, cookie };

  // N accounts, so every known request is a first request like every unknown one (a repeat within a minute is
  // error3's answer for both). Written straight to the database: the hash is never checked here.
  const database = openDatabase(databasePath);
  const customers = createCustomerRepository(database.db);
  const passwordHash = await hashPassword("Measure-passw0rd!", { logN: 10, r: 8, p: 1 });
  const known: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `measure-${i}-${Date.now()}@example.com`;
    known.push(email);
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
        passwordHash,
      },
      new Date(),
    );
  }
  await database.close();

  const times: Record<"known" | "unknown", number[]> = { known: [], unknown: [] };
  for (let i = 0; i < n * 2; i++) {
    const kind = i % 2 === 0 ? "known" : "unknown";
    // Interleaved, with the known one's index the pair's.
    const email =
      kind === "known" ? (known[Math.floor(i / 2)] as string) : `nobody-${i}-${Date.now()}@example.com`;
    const t0 = performance.now();
    const response = await fetch(
      `${base}/TWCcommercewebservices/v2/twc-uk/forgottenpasswordtokens?channel=Web`,
      {
        method: "POST",
        headers,
        body: JSON.stringify({ email, flow: "RESETPASSWORD" }),
      },
    );
    await response.arrayBuffer();
    times[kind].push(performance.now() - t0);
  }
  const row = (kind: "known" | "unknown") => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const k = row("known");
  const u = row("unknown");
  console.log(`requests per kind: ${n}`);
  console.log(`known address    p50 ${k.p50.toFixed(2)} ms   p95 ${k.p95.toFixed(2)} ms`);
  console.log(`unknown address  p50 ${u.p50.toFixed(2)} ms   p95 ${u.p95.toFixed(2)} ms`);
  console.log(`p95 difference   ${(k.p95 - u.p95).toFixed(2)} ms`);
} finally {
  stop();
}
