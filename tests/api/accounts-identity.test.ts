import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_REFUSED_MESSAGE } from "../../core/accounts/account-service.ts";
import { emailDigest, TOO_MANY_ATTEMPTS_MESSAGE } from "../../core/accounts/attempt-limits.ts";
import { hashPassword } from "../../core/accounts/password-hashing.ts";
import { PASSWORD_MISMATCH_MESSAGE } from "../../core/accounts/password-rules.ts";
import type { UniversalVariable } from "../../core/site/universal-variable.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import {
  createTestApp,
  linkMailedTo,
  registerCustomer,
  Shopper,
  TEST_LIMITS,
  TEST_PASSWORD_PARAMETERS,
} from "../setup/api-app.ts";
import { createCustomer } from "../setup/customers.ts";
import { logLineSink } from "../setup/log-lines.ts";

// Issue 14 (identity): registering and signing in through the page's native forms, sessions rotated at sign-in
// and deleted at sign-out, the idle time's soft login, attempts limited per address, and logs without secrets
// (tests/api/sign-in-limits.test.ts: strangers cannot lock an account).

const { lines: logLines, sink: logSink } = logLineSink();

let harness: Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = "Sea-glass 7 shore";
const form = { "content-type": "application/x-www-form-urlencoded" };

function uniqueEmail(): string {
  return `Shopper.${randomUUID().slice(0, 8)}@Example.com`;
}

function registration(email: string, overrides: Record<string, string> = {}) {
  return new URLSearchParams({
    intent: "register",
    title: "Ms",
    firstName: "Ada",
    lastName: "Lovelace",
    phone: "07700 900123",
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    birthdayDay: "29",
    birthdayMonth: "02",
    marketingConsent: "on",
    ...overrides,
  });
}

async function universal(shopper: Shopper): Promise<UniversalVariable> {
  const response = await shopper.request("/api/common/universalVariable.json?url=/uk/");
  return (await response.json()) as UniversalVariable;
}

async function register(shopper: Shopper, email: string) {
  return shopper.request("/uk/login/register", {
    method: "POST",
    headers: form,
    body: registration(email),
  });
}

/** A customer with an account, made as a shopper makes one: the form, then the link it mails; signed in. */
async function registerAndConfirm(shopper: Shopper, email: string): Promise<void> {
  await registerCustomer(
    shopper,
    { email, password: PASSWORD, firstName: "Ada", lastName: "Lovelace" },
    harness.database,
  );
}

const CONFIRMATION = "registration-confirmation";
const EXISTING_ACCOUNT = "registration-existing-account";

async function mailTo(email: string) {
  return harness.database.db
    .selectFrom("outbox")
    .select(["kind", "subject", "text"])
    .where("toAddress", "=", email)
    .orderBy("createdAt")
    .execute();
}

async function signIn(shopper: Shopper, email: string, password = PASSWORD, path = "/uk/login") {
  return shopper.request(path, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ intent: "signIn", email, password }),
  });
}

async function refreshCsrf(shopper: Shopper): Promise<void> {
  shopper.csrfToken = (await universal(shopper)).csrfToken;
}

beforeAll(async () => {
  harness = await createTestApp({ logTo: logSink });
});
afterAll(async () => {
  await harness.close();
});

describe("registering", () => {
  it("answers an address with an account exactly as a new one, and e-mails its owner instead", async () => {
    const owner = uniqueEmail();
    await createCustomer(harness.services.customers, {
      email: owner,
      passwordHash: await hashPassword(PASSWORD, TEST_PASSWORD_PARAMETERS),
    });
    const fresh = await new Shopper(harness.app).begin();
    const taken = await new Shopper(harness.app).begin();
    const newAnswer = await register(fresh, uniqueEmail());
    const takenAnswer = await register(taken, owner.toUpperCase());
    expect(takenAnswer.status).toBe(newAnswer.status);
    expect(takenAnswer.headers.get("location")).toBe(newAnswer.headers.get("location"));
    expect(await takenAnswer.text()).toBe(await newAnswer.text());
    expect(newAnswer.status).toBe(303);
    expect(newAnswer.headers.get("location")).toBe("/uk/login?registration=sent");
    const cookieNames = (answer: Response) => answer.headers.getSetCookie().map((c) => c.split("=")[0]);
    expect(cookieNames(takenAnswer)).toEqual(cookieNames(newAnswer));
    for (const shopper of [fresh, taken]) expect((await universal(shopper)).user.isSignedIn).toBe(false);
    // The page the answer leads to is the same for both: "check your e-mail".
    const notices = await Promise.all([fresh, taken].map((s) => s.request("/uk/login?registration=sent")));
    for (const notice of notices) expect(await notice.text()).toContain("Check your email");
    // The owner hears of it, with a way to sign in and to reset; the account is as it was.
    const ownerMail = await mailTo(owner);
    expect(ownerMail.map((m) => m.kind)).toEqual([EXISTING_ACCOUNT]);
    const notice = ownerMail[0];
    expect(notice?.subject).toBe("You already have an account with us");
    expect(notice?.text).toContain("http://localhost/uk/login\n");
    expect(notice?.text).toContain("http://localhost/uk/login/pw/request");
    expect(notice?.text).not.toMatch(/token=/);
    const accounts = await harness.database.db
      .selectFrom("customers")
      .select("id")
      .where("emailKey", "=", owner.toLowerCase())
      .execute();
    expect(accounts).toHaveLength(1);
    const stillSignsIn = await signIn(await new Shopper(harness.app).begin(), owner);
    expect(stillSignsIn.status).toBe(303);
  });

  it("makes the account only when the mailed link is followed, then signs the shopper in", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const email = uniqueEmail();
    const response = await register(shopper, email);
    expect(response.status).toBe(303);
    // Nothing yet: no account, so the password cannot sign in (as an address with an account cannot from here).
    const before = await harness.database.db
      .selectFrom("customers")
      .select("id")
      .where("emailKey", "=", email.toLowerCase())
      .execute();
    expect(before).toEqual([]);
    expect((await signIn(await new Shopper(harness.app).begin(), email)).status).toBe(401);
    const link = await linkMailedTo(harness.database, email, CONFIRMATION);
    expect(link).toMatch(/^\/uk\/login\/register\/confirm\?token=[A-Za-z0-9_-]{43}$/);
    const confirmed = await shopper.request(link);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/uk/");
    const data = await universal(shopper);
    expect(data.user).toMatchObject({
      isSignedIn: true,
      isSoftLoggedIn: false,
      firstName: "Ada",
      email,
      customerType: "registered",
    });
    const row = await harness.database.db
      .selectFrom("customers")
      .select(["birthdayDay", "birthdayMonth", "marketingConsent"])
      .where("id", "=", data.user.customerID)
      .executeTakeFirstOrThrow();
    expect([Number(row.birthdayDay), Number(row.birthdayMonth), Boolean(row.marketingConsent)]).toEqual([
      29,
      2,
      true,
    ]);
    // The link works once.
    const again = await new Shopper(harness.app).begin();
    const reused = await again.request(link);
    expect(reused.headers.get("location")).toBe("/uk/login?registration=expired");
    expect((await universal(again)).user.isSignedIn).toBe(false);
  });

  it("keeps where the shopper was going, and only the newest link of an address works", async () => {
    const email = uniqueEmail();
    const shopper = await new Shopper(harness.app).begin();
    const first = await shopper.request("/uk/login/register", {
      method: "POST",
      headers: form,
      body: registration(email, { returnTo: "/uk/bag" }),
    });
    expect(first.headers.get("location")).toBe("/uk/login?registration=sent&returnTo=%2Fuk%2Fbag");
    const firstLink = await linkMailedTo(harness.database, email, CONFIRMATION);
    await shopper.request("/uk/login/register", {
      method: "POST",
      headers: form,
      body: registration(email, { returnTo: "/uk/bag" }),
    });
    const secondLink = await linkMailedTo(harness.database, email, CONFIRMATION);
    expect(secondLink).not.toBe(firstLink);
    expect((await shopper.request(firstLink)).headers.get("location")).toBe("/uk/login?registration=expired");
    expect((await shopper.request(secondLink)).headers.get("location")).toBe("/uk/bag");
  });

  it("answers an unknown or malformed link, and one whose address has had an account made since", async () => {
    const visitor = await new Shopper(harness.app).begin();
    for (const token of ["", "nonsense", "A".repeat(43)]) {
      const answer = await visitor.request(`/uk/login/register/confirm?token=${token}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get("location")).toBe("/uk/login?registration=expired");
    }
    const email = uniqueEmail();
    await register(await new Shopper(harness.app).begin(), email);
    const link = await linkMailedTo(harness.database, email, CONFIRMATION);
    await harness.services.customers.create(
      {
        id: randomUUID(),
        email,
        title: "Ms",
        firstName: "Ada",
        lastName: "Lovelace",
        phone: "07700900000",
        birthday: null,
        customerType: "registered",
        marketingConsent: false,
        passwordHash: await harness.services.accounts.hashNewPassword(PASSWORD),
      },
      new Date(),
    );
    const answer = await visitor.request(link);
    expect(answer.headers.get("location")).toBe("/uk/login?registration=exists");
    expect((await universal(visitor)).user.isSignedIn).toBe(false);
    const page = await visitor.request("/uk/login?registration=exists");
    expect(await page.text()).toContain("This email address already has an account.");
  });

  it("makes one account of a link used many times at once, on every try", async () => {
    for (let trial = 0; trial < 20; trial++) {
      const email = uniqueEmail();
      await register(await new Shopper(harness.app).begin(), email);
      const link = await linkMailedTo(harness.database, email, CONFIRMATION);
      const shoppers = await Promise.all(Array.from({ length: 4 }, () => new Shopper(harness.app).begin()));
      const answers = await Promise.all(shoppers.map((s) => s.request(link)));
      const locations = answers.map((answer) => answer.headers.get("location"));
      expect(locations.filter((location) => location === "/uk/")).toHaveLength(1);
      expect(locations.filter((location) => location === "/uk/login?registration=expired")).toHaveLength(3);
      const accounts = await harness.database.db
        .selectFrom("customers")
        .select("id")
        .where("emailKey", "=", email.toLowerCase())
        .execute();
      expect(accounts).toHaveLength(1);
    }
  });

  it("refuses a weak password with each broken rule, and a mismatched confirmation", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const weak = await shopper.request("/uk/login/register", {
      method: "POST",
      headers: form,
      body: registration(uniqueEmail(), { password: "password", confirmPassword: "password" }),
    });
    expect(weak.status).toBe(400);
    const html = await weak.text();
    for (const message of [
      "At least one upper case character",
      "At least one number",
      "At least one special character",
      "Not a commonly used password",
    ])
      expect(html).toContain(message);
    expect(html).not.toContain('value="password"');
    const mismatch = await shopper.request("/uk/login/register", {
      method: "POST",
      headers: form,
      body: registration(uniqueEmail(), { confirmPassword: `${PASSWORD}!` }),
    });
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(PASSWORD_MISMATCH_MESSAGE);
  });
});

describe("signing in and out", () => {
  it("gives the session a new id at sign-in, and the old id holds nothing", async () => {
    const email = uniqueEmail();
    await registerAndConfirm(await new Shopper(harness.app).begin(), email);
    const shopper = await new Shopper(harness.app).begin();
    // The guest's session holds something (a country), so its row exists before signing in.
    const guestId = shopper.cookie(SESSION_COOKIE) ?? "";
    await harness.services.sessions.write(
      {
        id: guestId,
        csrfToken: shopper.csrfToken,
        data: {},
        expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
      },
      { country: "FR" },
      new Date(),
    );
    const before = shopper.cookie(SESSION_COOKIE);
    const oldCsrf = shopper.csrfToken;
    const response = await signIn(shopper, email.toLowerCase(), PASSWORD, "/uk/login?returnTo=/uk/bag");
    expect(response.status).toBe(303);
    const after = shopper.cookie(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    const data = await universal(shopper);
    expect(data.user.isSignedIn).toBe(true);
    expect(data.csrfToken).not.toBe(oldCsrf);
    const old = await harness.database.db
      .selectFrom("sessions")
      .select("id")
      .where("id", "=", before ?? "")
      .executeTakeFirst();
    expect(old).toBeUndefined();
    const current = await harness.database.db
      .selectFrom("sessions")
      .select(["country", "customerId"])
      .where("id", "=", after ?? "")
      .executeTakeFirstOrThrow();
    expect(current).toMatchObject({ country: "FR", customerId: data.user.customerID });
  });

  it("goes back to a same-site returnTo and never to another site", async () => {
    const email = uniqueEmail();
    await registerAndConfirm(await new Shopper(harness.app).begin(), email);
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ intent: "signIn", email, password: PASSWORD, returnTo: "/uk/bag?x=1" }),
    });
    expect(response.headers.get("location")).toBe("/uk/bag?x=1");
    const evil = await new Shopper(harness.app).begin();
    const away = await evil.request("/uk/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ intent: "signIn", email, password: PASSWORD, returnTo: "//evil.test/" }),
    });
    expect(away.headers.get("location")).toBe("/uk/");
  });

  it("answers a wrong password and an unknown e-mail in the same words", async () => {
    const email = uniqueEmail();
    await registerAndConfirm(await new Shopper(harness.app).begin(), email);
    const shopper = await new Shopper(harness.app).begin();
    const wrong = await signIn(shopper, email, `${PASSWORD}x`);
    const unknown = await signIn(shopper, uniqueEmail());
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    for (const html of [await wrong.text(), await unknown.text()])
      expect(html).toContain(SIGN_IN_REFUSED_MESSAGE);
    expect((await universal(shopper)).user.isSignedIn).toBe(false);
  });

  it("signs out: the session is deleted on the server and the shopper is a guest at home", async () => {
    const email = uniqueEmail();
    const shopper = await new Shopper(harness.app).begin();
    await registerAndConfirm(shopper, email);
    await refreshCsrf(shopper);
    const signedInId = shopper.cookie(SESSION_COOKIE);
    const response = await shopper.request("/uk/logout", { method: "POST", headers: form, body: "" });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/");
    expect(shopper.cookie(SESSION_COOKIE)).not.toBe(signedInId);
    const row = await harness.database.db
      .selectFrom("sessions")
      .select("id")
      .where("id", "=", signedInId ?? "")
      .executeTakeFirst();
    expect(row).toBeUndefined();
    const data = await universal(shopper);
    expect(data.user).toMatchObject({ isSignedIn: false, isSoftLoggedIn: false, customerType: "GUEST" });
    expect(data.counters.bag).toBe(0);
  });

  it("refuses a sign-in or sign-out post without the CSRF token", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const signInPost = await shopper.request("/uk/login", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ intent: "signIn", email: uniqueEmail(), password: PASSWORD }),
      csrf: false,
    });
    expect(signInPost.status).toBe(403);
    const signOutPost = await shopper.request("/uk/logout", { method: "POST", headers: form, csrf: false });
    expect(signOutPost.status).toBe(403);
  });
});

describe("the idle time", () => {
  async function signedInShopper() {
    const shopper = await new Shopper(harness.app).begin();
    await registerAndConfirm(shopper, uniqueEmail());
    return { shopper, id: shopper.cookie(SESSION_COOKIE) ?? "" };
  }

  it("keeps a customer active within 30 minutes, moving the last active time at most once a minute", async () => {
    const { shopper, id } = await signedInShopper();
    const fiveMinutesAgo = new Date(Date.now() - 5 * 60_000).toISOString();
    await harness.database.db
      .updateTable("sessions")
      .set({ lastActiveAt: fiveMinutesAgo })
      .where("id", "=", id)
      .execute();
    expect((await universal(shopper)).user.isSignedIn).toBe(true);
    const { lastActiveAt } = await harness.database.db
      .selectFrom("sessions")
      .select("lastActiveAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(Date.parse(lastActiveAt ?? "")).toBeGreaterThan(Date.parse(fiveMinutesAgo) + 4 * 60_000);
  });

  it("soft logs the customer in after 30 minutes: greeted, asked to sign in again", async () => {
    const { shopper, id } = await signedInShopper();
    const longAgo = new Date(Date.now() - 31 * 60_000).toISOString();
    await harness.database.db
      .updateTable("sessions")
      .set({ lastActiveAt: longAgo })
      .where("id", "=", id)
      .execute();
    const data = await universal(shopper);
    expect(data.user).toMatchObject({ isSignedIn: false, isSoftLoggedIn: true, firstName: "Ada" });
    // Past the idle time the clock is not moved: the customer stays soft logged in until they sign in.
    const row = await harness.database.db
      .selectFrom("sessions")
      .select("lastActiveAt")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row.lastActiveAt).toBe(longAgo);
    const page = await shopper.request("/uk/login");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(data.user.email);
  });
});

describe("attempt limits and logs", () => {
  it("lets exactly the allowance through of 50 sign-ins at once from one address, then answers 429 with Retry-After", async () => {
    const limited = await createTestApp({
      trustProxy: true,
      // 50 requests at once each hold a connection briefly; the default 4 would time out on a busy machine.
      poolSize: 20,
      connectTimeoutMs: 60_000,
      limits: {
        ...TEST_LIMITS,
        attempts: { ...TEST_LIMITS.attempts, perAccount: 5, perAddress: 1_000 },
      },
    });
    try {
      const email = uniqueEmail();
      const shopper = await new Shopper(limited.app).begin();
      const address = `198.51.100.1-${randomUUID().slice(0, 8)}`;
      const answers = await Promise.all(
        // The enhanced form's request (React Router's `.data`), which answers the action's data without the page.
        Array.from({ length: 50 }, (_, index) =>
          shopper.request("/uk/login.data", {
            method: "POST",
            headers: { ...form, "x-forwarded-for": address },
            body: new URLSearchParams({ intent: "signIn", email, password: `Wrong-${index}` }),
          }),
        ),
      );
      // Exactly the allowance is let through to the password check; every other attempt from there is refused.
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      const refused = answers.filter((answer) => answer.status === 429);
      expect(refused).toHaveLength(45);
      expect(Number(refused[0]?.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await refused[0]?.text()).toContain(TOO_MANY_ATTEMPTS_MESSAGE);
    } finally {
      await limited.close();
    }
  });

  it("logs every attempt with its outcome, request id and a digest of the e-mail, never the password", async () => {
    const email = uniqueEmail();
    const secret = `Unlogged-${randomUUID()}!`;
    const shopper = await new Shopper(harness.app).begin();
    await shopper.request("/uk/login/register", {
      method: "POST",
      headers: form,
      body: registration(email, { password: secret, confirmPassword: secret }),
    });
    await shopper.request(await linkMailedTo(harness.database, email, CONFIRMATION));
    const other = await new Shopper(harness.app).begin();
    await signIn(other, email, `${secret}-wrong`);
    await signIn(other, email, secret);
    const attempts = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === "account attempt" && line.emailDigest === emailDigest(email));
    expect(attempts.map((line) => [line.event, line.outcome])).toEqual([
      ["register", "mailed"],
      ["signIn", "refused"],
      ["signIn", "success"],
    ]);
    for (const line of attempts) expect(line.requestId).toEqual(expect.any(String));
    const everything = logLines.join("\n");
    expect(everything).not.toContain(secret);
    expect(everything.toLowerCase()).not.toContain(email.toLowerCase());
  });
});
