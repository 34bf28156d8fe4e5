// `npm run measure:register [-- --requests N]`: does registering answer in the same time whether or not the
// address has an account (docs/decisions/030-what-strangers-reach.md)? Starts the production build on a fresh
// SQLite database with N accounts, posts N interleaved registrations through the sign-in page's form for those
// addresses and for new ones (today's scrypt parameters), and prints the p50/p95 of each and the difference of the
// p95s, and whether every answer was the same. Needs `npm run build` first.
import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { hashPassword } from "../core/accounts/password-hashing.ts";
import { openDatabase } from "../data/db.ts";
import { createCustomerRepository } from "../data/repositories/customer-repository.ts";
import { percentile, startMeasuredServer } from "./lib/measured-server.ts";

const { values } = parseArgs({ options: { requests: { type: "string", default: "60" } } });
const n = Math.max(10, Number(values.requests) || 60);
const { base, databasePath, stop } = await startMeasuredServer("measure-register");

try {
  // A session and its CSRF token, as the browser has them.
  const first = await fetch(`${base}/api/common/universalVariable.json?url=/uk/`);
  const cookie = first.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { csrfToken } = (await first.json()) as { csrfToken: string };

  // N accounts written straight to the database: registering them again is the "has an account" case.
  const database = openDatabase(databasePath);
  const customers = createCustomerRepository(database.db);
  const passwordHash = await hashPassword("Measure-passw0rd!", { logN: 10, r: 8, p: 1 });
  const known: string[] = [];
  for (let i = 0; i < n; i++) {
    const email = `measure-${i}-${randomUUID().slice(0, 8)}@example.com`;
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
  const answers = new Set<string>();
  for (let i = 0; i < n * 2; i++) {
    const kind = i % 2 === 0 ? "known" : "unknown";
    const email =
      kind === "known"
        ? (known[Math.floor(i / 2)] as string)
        : `new-${i}-${randomUUID().slice(0, 8)}@example.com`;
    const t0 = performance.now();
    const response = await fetch(`${base}/uk/login/register`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-csrf-token": csrfToken, cookie },
      body: new URLSearchParams({
        intent: "register",
        title: "Ms",
        firstName: "Grace",
        lastName: "Hopper",
        phone: "07700 900123",
        email,
        password: "Sea-glass 7 shore",
        confirmPassword: "Sea-glass 7 shore",
      }),
    });
    const body = await response.text();
    times[kind].push(performance.now() - t0);
    answers.add(`${response.status} ${response.headers.get("location")} ${body.length}`);
  }
  const row = (kind: "known" | "unknown") => {
    const sorted = [...times[kind]].sort((a, b) => a - b);
    return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  };
  const k = row("known");
  const u = row("unknown");
  console.log(`registrations per kind: ${n}`);
  console.log(`address with an account  p50 ${k.p50.toFixed(2)} ms   p95 ${k.p95.toFixed(2)} ms`);
  console.log(`new address              p50 ${u.p50.toFixed(2)} ms   p95 ${u.p95.toFixed(2)} ms`);
  console.log(`p95 difference           ${(k.p95 - u.p95).toFixed(2)} ms`);
  console.log(`distinct answers         ${answers.size} (${[...answers].join(" | ")})`);
} finally {
  stop();
}
