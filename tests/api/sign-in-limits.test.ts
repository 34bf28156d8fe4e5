import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "../../core/accounts/attempt-limits.ts";
import { hashPassword } from "../../core/accounts/password-hashing.ts";
import {
  createTestApp,
  ONE_WINDOW_SECONDS,
  Shopper,
  TEST_LIMITS,
  TEST_PASSWORD_PARAMETERS,
} from "../setup/api-app.ts";
import { createCustomer } from "../setup/customers.ts";

// Sign-in limits that a stranger cannot turn against a customer (decision 031): wrong passwords for an account
// from anywhere slow its checks down but never refuse the right password; what is refused is an address, after a
// few wrong passwords for one account or more across accounts; a shared address signing in correctly is never held.

const PASSWORD = "Sea-glass 7 shore";
const DELAY_MS = 150;
const form = { "content-type": "application/x-www-form-urlencoded" };

let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp({
    trustProxy: true,
    // Fifty sign-ins at once each hold a connection briefly.
    poolSize: 12,
    connectTimeoutMs: 60_000,
    limits: {
      ...TEST_LIMITS,
      attempts: {
        perAccount: 5,
        perAddress: 8,
        windowSeconds: ONE_WINDOW_SECONDS,
        delayMs: DELAY_MS,
        maxDelayMs: DELAY_MS * 2,
      },
    },
  });
});
afterAll(async () => {
  await harness.close();
});

async function customer(): Promise<string> {
  const { email } = await createCustomer(harness.services.customers, {
    email: `limits-${randomUUID()}@example.com`,
    passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_PARAMETERS),
  });
  return email;
}

/** An address of this run's own, so no other test's attempts count against it. */
const newAddress = (prefix = "198.51.100") =>
  `${prefix}.${Math.floor(Math.random() * 250) + 1}-${randomUUID()}`;

async function signIn(email: string, password: string, address: string): Promise<Response> {
  const shopper = await new Shopper(harness.app).begin();
  return shopper.request("/uk/login", {
    method: "POST",
    headers: { ...form, accept: "text/html", "x-forwarded-for": address },
    body: new URLSearchParams({ intent: "signIn", email, password }),
  });
}

describe(`sign-in limits on ${inject("dialect")}`, () => {
  it("never lets strangers lock a customer out: after 50 wrong passwords from anywhere the right one signs in, after a wait", async () => {
    const email = await customer();
    const guesses = await Promise.all(
      Array.from({ length: 50 }, (_, index) => signIn(email, `Wrong-${index}`, newAddress("203.0.113"))),
    );
    // Every guess was checked (and slowed), none refused: refusing them would refuse the customer too.
    expect(guesses.map((guess) => guess.status)).toEqual(Array(50).fill(401));
    const started = performance.now();
    const owner = await signIn(email, PASSWORD, newAddress("192.0.2"));
    expect(owner.status).toBe(303);
    // Still slowed while the account is being guessed: past its allowance every check waits, the owner's too.
    expect(performance.now() - started).toBeGreaterThanOrEqual(DELAY_MS * 2);
  });

  it("slows each guess once the account's allowance is spent, the wait doubling up to its ceiling", async () => {
    const email = await customer();
    const elapsed: number[] = [];
    for (let index = 0; index < 7; index++) {
      const started = performance.now();
      expect((await signIn(email, `Wrong-${index}`, newAddress())).status).toBe(401);
      elapsed.push(performance.now() - started);
    }
    // The sixth and seventh guesses waited DELAY_MS and then twice that before their passwords were checked.
    expect(elapsed[5]).toBeGreaterThanOrEqual(DELAY_MS);
    expect(elapsed[6]).toBeGreaterThanOrEqual(DELAY_MS * 2);
  });

  it("refuses an address after its wrong passwords for one account, with the message as a page", async () => {
    const email = await customer();
    const stranger = newAddress();
    for (let index = 0; index < 5; index++)
      expect((await signIn(email, `Wrong-${index}`, stranger)).status).toBe(401);
    const refused = await signIn(email, PASSWORD, stranger);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("content-type")).toContain("text/html");
    expect(await refused.text()).toContain(TOO_MANY_ATTEMPTS_MESSAGE);
    // The customer, anywhere else, is not held back by the stranger.
    expect((await signIn(email, PASSWORD, newAddress("192.0.2"))).status).toBe(303);
  });

  it("counts only wrong passwords against a shared address: an office signing in correctly is never refused", async () => {
    const office = newAddress("100.64.0");
    const colleagues = await Promise.all(Array.from({ length: 12 }, () => customer()));
    // Twelve colleagues sign in from one address, more than its allowance of eight wrong passwords.
    for (const email of colleagues) expect((await signIn(email, PASSWORD, office)).status).toBe(303);
    // Wrong passwords across accounts from one address still meet the backstop against password spraying.
    const statuses: number[] = [];
    for (const email of colleagues.slice(0, 10))
      statuses.push((await signIn(email, "Spring2026!", office)).status);
    expect(statuses).toEqual([...Array(8).fill(401), 429, 429]);
  });
});
