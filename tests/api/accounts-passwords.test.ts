import { randomUUID } from "node:crypto";
import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../core/accounts/password-hashing.ts";
import { DEFAULT_PASSWORD_REQUEST_LIMITS } from "../../core/accounts/password-service.ts";
import { hashToken } from "../../core/accounts/password-tokens.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { createCustomer } from "../setup/customers.ts";

// Issue 14 points 5, 6, 8; spec 001 §2, §7 "Account" (forgottenpasswordtokens, checkToken, resetPassword,
// changePassword), §8 "Forgot password". Runs on SQLite and PostgreSQL.
let harness: Awaited<ReturnType<typeof createTestApp>>;
const logLines: string[] = [];
const TOKENS = "/TWCcommercewebservices/v2/twc-uk/forgottenpasswordtokens?channel=Web";
const OLD_PASSWORD = "Old-passw0rd!";

beforeAll(async () => {
  harness = await createTestApp({
    logTo: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk));
        done();
      },
    }),
  });
});
afterAll(() => harness.close());

async function newCustomer(password = OLD_PASSWORD): Promise<{ id: string; email: string }> {
  const id = randomUUID();
  // Weaker parameters keep the suite fast; sign-in re-hashes them (needsRehash).
  const passwordHash = await hashPassword(password, { logN: 10, r: 8, p: 1 });
  return createCustomer(harness.services.customers, {
    id,
    email: `reset-${id.slice(0, 8)}@example.com`,
    passwordHash,
  });
}

function post(shopper: Shopper, path: string, body: unknown, csrf = true): Promise<Response> {
  return shopper.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    csrf,
  });
}

/** Resolves the queue as the worker does, then answers the token of the newest message to `email`. */
async function tokenMailedTo(email: string, now = new Date()): Promise<string> {
  await harness.services.passwords.processRequests(now);
  const row = await harness.database.db
    .selectFrom("outbox")
    .select(["text", "html", "subject"])
    .where("toAddress", "=", email)
    .orderBy("createdAt", "desc")
    .executeTakeFirstOrThrow();
  const token = /token=([A-Za-z0-9_-]{43})/.exec(row.text)?.[1];
  expect(token).toBeDefined();
  return token as string;
}

describe("forgottenpasswordtokens", () => {
  it("answers a known and an unknown address with the same status and body, and queues both", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const known = await newCustomer();
    const unknown = `nobody-${randomUUID()}@example.com`;
    const a = await post(shopper, TOKENS, { email: known.email, flow: "RESETPASSWORD" });
    const b = await post(shopper, TOKENS, { email: unknown, flow: "RESETPASSWORD" });
    expect(a.status).toBe(202);
    expect(b.status).toBe(202);
    expect(await a.json()).toEqual(await b.json());
    expect(a.headers.get("cache-control")).toBe("private, no-store");
    const queued = await harness.database.db
      .selectFrom("passwordRequests")
      .select("email")
      .where("email", "in", [known.email, unknown])
      .execute();
    expect(queued).toHaveLength(2);

    // The worker: a token and its e-mail for the account, nothing for the unknown address.
    const token = await tokenMailedTo(known.email);
    const mail = await harness.database.db
      .selectFrom("outbox")
      .selectAll()
      .where("toAddress", "in", [known.email, unknown])
      .execute();
    expect(mail).toHaveLength(1);
    expect(mail[0]?.html).toContain("THE WHITE COVE");
    expect(mail[0]?.html).toContain(`/uk/login/pw/change?token=${token}`);
    const stored = await harness.database.db
      .selectFrom("passwordTokens")
      .selectAll()
      .where("customerId", "=", known.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(stored)).not.toContain(token);
  });

  it("answers error3 when the same address asks again within a minute, account or not", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const email = `twice-${randomUUID()}@example.com`;
    expect((await post(shopper, TOKENS, { email, flow: "RESETPASSWORD" })).status).toBe(202);
    const again = await post(shopper, TOKENS, { email: email.toUpperCase(), flow: "RESETPASSWORD" });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ key: "forgot.password.email.error3" });
  });

  it("refuses a redirect to another site and a call without the CSRF token", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const known = await newCustomer();
    const forged = await post(shopper, TOKENS, { email: known.email, flow: "SIGNINWITHOUTPASSWORD" }, false);
    expect(forged.status).toBe(403);
    const response = await post(shopper, TOKENS, {
      email: known.email,
      flow: "SIGNINWITHOUTPASSWORD",
      redirectUrl: "https://evil.example/",
    });
    expect(response.status).toBe(202);
    await tokenMailedTo(known.email);
    const token = await harness.database.db
      .selectFrom("passwordTokens")
      .select(["redirectUrl", "flow", "expiresAt", "createdAt"])
      .where("customerId", "=", known.id)
      .executeTakeFirstOrThrow();
    expect(token.redirectUrl).toBeNull();
    expect(token.flow).toBe("SIGNINWITHOUTPASSWORD");
    // A sign-in link lives 15 minutes.
    expect(
      Date.parse(String(new Date(token.expiresAt as string).toISOString())) -
        Date.parse(new Date(token.createdAt as string).toISOString()),
    ).toBe(15 * 60_000);
  });
});

describe("checkToken and resetPassword", () => {
  it("sets a new password once; the used link is refused and the customer's sessions end", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const known = await newCustomer();
    await post(shopper, TOKENS, { email: known.email, flow: "RESETPASSWORD" });
    const token = await tokenMailedTo(known.email);

    const check = await post(shopper, "/login-endpoint/checkToken", { token });
    expect(check.status).toBe(200);
    expect(await check.json()).toEqual({ status: "success" });

    const weak = await post(shopper, "/uk/login-endpoint/resetPassword", {
      token,
      password: "short",
      confirmPassword: "other",
    });
    expect(weak.status).toBe(400);
    const weakBody = (await weak.json()) as { errors: { subject: string; message: string }[] };
    expect(weakBody.errors.map((e) => e.subject).sort()).toEqual(["confirmPassword", "password"]);
    expect(weakBody.errors.find((e) => e.subject === "confirmPassword")?.message).toBe(
      "Your passwords do not match. Please check and try again.",
    );

    const done = await post(shopper, "/login-endpoint/resetPassword", {
      token,
      password: "New-passw0rd!",
      confirmPassword: "New-passw0rd!",
    });
    expect(done.status).toBe(200);
    expect(await done.json()).toEqual({ status: "success" });

    const reused = await post(shopper, "/login-endpoint/resetPassword", {
      token,
      password: "Other-passw0rd!",
      confirmPassword: "Other-passw0rd!",
    });
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { message: string }).message).toBe(
      "The link used to access the reset password page has expired.",
    );
    const after = await post(shopper, "/login-endpoint/checkToken", { token });
    expect(after.status).toBe(400);
    expect(await after.json()).toEqual({ status: "fail" });
    expect(
      await post(shopper, "/login-endpoint/checkToken", { token: "not-a-token" }).then((r) => r.status),
    ).toBe(400);
  });

  it("refuses an expired link", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const known = await newCustomer();
    await post(shopper, TOKENS, { email: known.email, flow: "RESETPASSWORD" });
    const token = await tokenMailedTo(known.email);
    await harness.database.db
      .updateTable("passwordTokens")
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where("tokenHash", "=", hashToken(token))
      .execute();
    expect((await post(shopper, "/login-endpoint/checkToken", { token })).status).toBe(400);
  });

  it("a newer link supersedes the older one", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const known = await newCustomer();
    await post(shopper, TOKENS, { email: known.email, flow: "RESETPASSWORD" });
    const first = await tokenMailedTo(known.email);
    // A minute later (past the resend window) the customer asks again.
    const later = new Date(Date.now() + 61_000);
    await harness.services.passwords.requestLink({
      email: known.email,
      flow: "RESETPASSWORD",
      version: "uk",
      client: "test",
      now: later,
    });
    const second = await tokenMailedTo(known.email, later);
    expect(second).not.toBe(first);
    expect((await post(shopper, "/login-endpoint/checkToken", { token: first })).status).toBe(400);
    expect((await post(shopper, "/login-endpoint/checkToken", { token: second })).status).toBe(200);
  });
});

describe("changePassword", () => {
  async function signedIn(customerId: string): Promise<Shopper> {
    const shopper = await new Shopper(harness.app).begin();
    const id = shopper.cookie("twc_session") as string;
    await harness.services.sessions.write(
      {
        id,
        csrfToken: shopper.csrfToken,
        data: {},
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      { customerId, lastActiveAt: new Date().toISOString() },
      new Date(),
    );
    return shopper;
  }

  it("needs a signed-in customer, checks the current password, and ends the other sessions", async () => {
    const known = await newCustomer();
    const guest = await new Shopper(harness.app).begin();
    const body = { currentPassword: OLD_PASSWORD, password: "Brand-new1!", confirmPassword: "Brand-new1!" };
    expect((await post(guest, "/login-endpoint/changePassword", body)).status).toBe(401);

    const here = await signedIn(known.id);
    const elsewhere = await signedIn(known.id);
    const wrong = await post(here, "/login-endpoint/changePassword", {
      ...body,
      currentPassword: "Wrong-pass1!",
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { errors: { subject: string }[] }).errors[0]?.subject).toBe(
      "currentPassword",
    );

    const changed = await post(here, "/login-endpoint/changePassword", body);
    expect(changed.status).toBe(200);
    const sessions = await harness.database.db
      .selectFrom("sessions")
      .select("id")
      .where("customerId", "=", known.id)
      .execute();
    expect(sessions.map((s) => s.id)).toEqual([here.cookie("twc_session")]);
    expect(elsewhere.cookie("twc_session")).not.toBe(here.cookie("twc_session"));
  });

  it("never writes a token or a password to the log", () => {
    const joined = logLines.join("");
    expect(joined.length).toBeGreaterThan(0);
    for (const secret of [OLD_PASSWORD, "New-passw0rd!", "Brand-new1!"]) expect(joined).not.toContain(secret);
    expect(joined).not.toMatch(/token=[A-Za-z0-9_-]{43}/);
  });
});

describe("rate limits on link requests", () => {
  it("allows 5 requests per client address and 3 per e-mail in 15 minutes, then 429 with the clear message", async () => {
    const limited = await createTestApp({
      trustProxy: true,
      passwordLimits: DEFAULT_PASSWORD_REQUEST_LIMITS,
    });
    try {
      const shopper = await new Shopper(limited.app).begin();
      const from = (address: string, email: string) =>
        shopper.request(TOKENS, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": address },
          body: JSON.stringify({ email, flow: "RESETPASSWORD" }),
        });
      const address = `198.51.100.${Math.floor(Math.random() * 250)}`;
      for (let i = 0; i < 5; i++)
        expect((await from(address, `rl-${randomUUID()}@example.com`)).status).toBe(202);
      const refused = await from(address, `rl-${randomUUID()}@example.com`);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(((await refused.json()) as { message: string }).message).toBe(
        "You have sent this too many times. Please wait a few minutes and try again.",
      );

      const email = `rl-mail-${randomUUID()}@example.com`;
      for (let i = 0; i < 3; i++) expect((await from(`203.0.113.${i + 10}`, email)).status).toBeLessThan(300);
      expect((await from("203.0.113.99", email)).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
