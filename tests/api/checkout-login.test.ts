import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_REFUSED_MESSAGE } from "../../core/accounts/account-service.ts";
import { TOO_MANY_ATTEMPTS_MESSAGE } from "../../core/accounts/attempt-limits.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { addToBag, createTestApp, registerCustomer, Shopper, TEST_LIMITS } from "../setup/api-app.ts";

// The checkout sign-in login/checkout (issue 15 point 1; spec 001 §2): who is sent on before it shows, the guest
// form posting to the checkout, and signing in here leading to the checkout, counted as any sign-in is.

let harness: Awaited<ReturnType<typeof createTestApp>>;
const PASSWORD = "Sea-glass 7 shore";
const TOWEL_SKU = "P100000010203";
const form = { "content-type": "application/x-www-form-urlencoded" };

function uniqueEmail(): string {
  return `checkout.${randomUUID().slice(0, 8)}@example.com`;
}

const withTowelInBag = (shopper: Shopper) => addToBag(shopper, TOWEL_SKU);
const register = (shopper: Shopper, email: string) =>
  registerCustomer(shopper, { email, password: PASSWORD }, harness.database);

function signInHere(shopper: Shopper, email: string, password: string, path = "/uk/login/checkout") {
  return shopper.request(path, {
    method: "POST",
    headers: form,
    body: new URLSearchParams({ intent: "signIn", email, password, returnTo: "/uk/my-account" }),
  });
}

/** A customer with an account who has come back as a guest (a new browser) with a towel in the bag. */
async function returningCustomer(): Promise<{ shopper: Shopper; email: string }> {
  const email = uniqueEmail();
  await register(await new Shopper(harness.app).begin(), email);
  return { shopper: await withTowelInBag(await new Shopper(harness.app).begin()), email };
}

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe("who sees the checkout sign-in", () => {
  it("sends a guest with an empty bag back to the bag", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/uk/login/checkout");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/bag");
  });

  it("shows a guest with items the guest e-mail form, posting to the checkout, and the sign-in form", async () => {
    const shopper = await withTowelInBag(await new Shopper(harness.app).begin());
    const response = await shopper.request("/uk/login/checkout");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("private");
    const html = await response.text();
    expect(html).toContain("<title>Checkout | The White Cove</title>");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toContain('action="/uk/checkout/secure"');
    expect(html).toContain('value="guest-email"');
    expect(html).toContain("Continue as guest");
    expect(html).toContain('value="signIn"');
    // The new view (checkoutSignInNewView on by default): the guest choice comes before the sign-in.
    expect(html.indexOf("Continue as guest")).toBeLessThan(html.indexOf("Returning customer? Sign in"));
  });

  it("sends a signed-in shopper straight on to the checkout", async () => {
    const shopper = await withTowelInBag(await new Shopper(harness.app).begin());
    await register(shopper, uniqueEmail());
    const response = await shopper.request("/uk/login/checkout");
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/checkout/secure");
  });

  it("fills in a remembered (soft-logged-in) customer's e-mail", async () => {
    const email = uniqueEmail();
    const shopper = await withTowelInBag(await new Shopper(harness.app).begin());
    await register(shopper, email);
    await harness.database.db
      .updateTable("sessions")
      .set({ lastActiveAt: new Date(Date.now() - 31 * 60_000).toISOString() })
      .where("id", "=", shopper.cookie(SESSION_COOKIE) ?? "")
      .execute();
    const response = await shopper.request("/uk/login/checkout");
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`value="${email}"`);
  });
});

describe("signing in at checkout", () => {
  it("goes on to the checkout, whatever returnTo the post carries", async () => {
    const { shopper, email } = await returningCustomer();
    const response = await signInHere(shopper, email, PASSWORD);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/checkout/secure");
  });

  it("shows a refused sign-in here with its message and the typed e-mail", async () => {
    const { shopper, email } = await returningCustomer();
    const response = await signInHere(shopper, email, "Wrong password 1");
    expect(response.status).toBe(401);
    const html = (await response.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'");
    expect(html).toContain(SIGN_IN_REFUSED_MESSAGE);
    expect(html).toContain(`value="${email}"`);
    expect(html).toContain("Continue as guest");
  });

  it("refuses a post without the anti-forgery token", async () => {
    const { shopper, email } = await returningCustomer();
    const response = await shopper.request("/uk/login/checkout", {
      method: "POST",
      headers: form,
      body: new URLSearchParams({ intent: "signIn", email, password: PASSWORD }),
      csrf: false,
    });
    expect(response.status).toBe(403);
  });

  it("counts its attempts with the sign-in page's: past the limit it answers 429 with Retry-After", async () => {
    const limited = await createTestApp({
      limits: {
        ...TEST_LIMITS,
        attempts: { ...TEST_LIMITS.attempts, perAccount: 2, perAddress: 1_000 },
      },
    });
    try {
      const email = uniqueEmail();
      const shopper = await withTowelInBag(await new Shopper(limited.app).begin());
      const first = await signInHere(shopper, email, "Wrong password 1", "/uk/login");
      const second = await signInHere(shopper, email, "Wrong password 2", "/uk/login/checkout.data");
      const third = await signInHere(shopper, email, "Wrong password 3", "/uk/login/checkout");
      expect([first.status, second.status, third.status]).toEqual([401, 401, 429]);
      expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await third.text()).toContain(TOO_MANY_ATTEMPTS_MESSAGE);
    } finally {
      await limited.close();
    }
  });
});
