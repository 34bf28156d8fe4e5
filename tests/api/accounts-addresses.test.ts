import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { IDLE_TIME_MS } from "../../core/accounts/account-types.ts";
import { SESSION_LIFETIME_MS } from "../../core/session/session.ts";
import { SESSION_COOKIE } from "../../server/middleware/session.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";
import { createCustomer } from "../setup/customers.ts";

// Issue 14 point 4, spec 001 §3 "My account", §5 address rules, §6, §7 "Account": the address book and
// personal details calls of a signed-in customer. Until IDENTITY's sign-in is on this branch, a customer is
// signed in by writing their id and last-active time into the shopper's session row.
let harness: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

/** A new customer, and a shopper whose session is theirs, last active `idleMs` ago. */
async function signedInShopper(idleMs = 0) {
  const { services } = harness;
  const { id: customerId } = await createCustomer(services.customers, { phone: "020 7946 0000" });
  const shopper = await new Shopper(harness.app).begin();
  const id = shopper.cookie(SESSION_COOKIE);
  if (!id) throw new Error("the shopper has no session cookie");
  const now = new Date();
  await services.sessions.write(
    {
      id,
      csrfToken: shopper.csrfToken,
      data: {},
      expiresAt: new Date(now.getTime() + SESSION_LIFETIME_MS).toISOString(),
    },
    { customerId, lastActiveAt: new Date(now.getTime() - idleMs).toISOString() },
    now,
  );
  return { shopper, customerId };
}

const UK = {
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "020 7946 0000",
  line1: "12 Chapel Place",
  townCity: "London",
  postcode: "EC2A 3DQ",
  countryIso: "GB",
};
const US = {
  ...UK,
  line1: "350 Fifth Avenue",
  townCity: "New York",
  postcode: "10118",
  countryIso: "US",
  regionIso: "US-NY",
};
const FR = { ...UK, line1: "8 rue de Rivoli", townCity: "Paris", postcode: "75001", countryIso: "FR" };

interface Address {
  id: string;
  postcode: string;
  countryIso: string;
  countryName: string;
  regionIso: string | null;
  defaultAddress: boolean;
  line1: string;
}
interface Answer<T> {
  status: "success" | "fail";
  data: T & { message?: string; errors?: { subject: string; message: string }[] };
}

async function send<T>(shopper: Shopper, method: string, path: string, body?: unknown, csrf = true) {
  const response = await shopper.request(path, {
    method,
    csrf,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { response, body: (await response.json()) as Answer<T> };
}

describe("the address book calls", () => {
  it("adds, edits, makes default and deletes addresses, privately", async () => {
    const { shopper } = await signedInShopper();
    const empty = await send<{ addresses: Address[] }>(shopper, "GET", "/api/common/address");
    expect(empty.response.status).toBe(200);
    expect(empty.response.headers.get("cache-control")).toBe("private, no-store");
    expect(empty.body).toEqual({ status: "success", data: { addresses: [] } });

    const first = await send<{ address: Address }>(shopper, "POST", "/api/common/address", UK);
    expect(first.response.status).toBe(200);
    expect(first.body.data.address).toMatchObject({
      postcode: "EC2A 3DQ",
      countryName: "United Kingdom",
      defaultAddress: true,
    });

    const second = await send<{ address: Address }>(
      shopper,
      "POST",
      "/uk/my-account-endpoint/add-address",
      US,
    );
    expect(second.body.data.address).toMatchObject({ regionIso: "US-NY", defaultAddress: false });

    const edited = await send<{ address: Address }>(shopper, "PUT", "/api/common/address", {
      ...US,
      id: second.body.data.address.id,
      line1: "20 W 34th Street",
    });
    expect(edited.response.status).toBe(200);
    expect(edited.body.data.address).toMatchObject({ line1: "20 W 34th Street", defaultAddress: false });

    const madeDefault = await send<{ addresses: Address[] }>(shopper, "PUT", "/uk/api/common/address", {
      id: second.body.data.address.id,
      defaultAddress: true,
    });
    expect(madeDefault.body.data.addresses.map((a) => [a.id, a.defaultAddress])).toEqual([
      [second.body.data.address.id, true],
      [first.body.data.address.id, false],
    ]);

    const removed = await send<{ addresses: Address[] }>(
      shopper,
      "DELETE",
      `/api/common/address/${second.body.data.address.id}`,
    );
    expect(removed.response.status).toBe(200);
    // The deleted default passes to the address left.
    expect(removed.body.data.addresses).toEqual([
      expect.objectContaining({ id: first.body.data.address.id, defaultAddress: true }),
    ]);
  });

  it("adds with a new default, leaving exactly one", async () => {
    const { shopper } = await signedInShopper();
    await send(shopper, "POST", "/api/common/address", UK);
    const added = await send<{ addresses: Address[] }>(shopper, "POST", "/api/common/address", {
      ...FR,
      defaultAddress: true,
    });
    expect(added.body.data.addresses.filter((a) => a.defaultAddress).map((a) => a.countryIso)).toEqual([
      "FR",
    ]);
  });

  it("checks the postcode by country: GB, US with a state, FR", async () => {
    const { shopper } = await signedInShopper();
    const gb = await send(shopper, "POST", "/api/common/address", { ...UK, postcode: "75001" });
    expect(gb.response.status).toBe(400);
    expect(gb.body).toMatchObject({
      status: "fail",
      data: {
        message: expect.any(String),
        errors: [{ subject: "postcode", message: "Please enter a valid postcode" }],
      },
    });
    const us = await send(shopper, "POST", "/api/common/address", {
      ...US,
      postcode: "EC2A 3DQ",
      regionIso: undefined,
    });
    expect(us.response.status).toBe(400);
    expect(us.body.data.errors).toEqual(
      expect.arrayContaining([
        { subject: "postcode", message: "Please enter a valid ZIP code" },
        { subject: "regionIso", message: "Please select a state" },
      ]),
    );
    const fr = await send(shopper, "POST", "/api/common/address", { ...FR, postcode: "7500" });
    expect(fr.body.data.errors).toEqual([{ subject: "postcode", message: "Please enter a valid postcode" }]);
    expect((await send(shopper, "POST", "/api/common/address", FR)).response.status).toBe(200);
    const unknownKey = await send(shopper, "POST", "/api/common/address", { ...FR, county: "Paris" });
    expect(unknownKey.response.status).toBe(400);
  });

  it("never reaches another customer's address", async () => {
    const owner = await signedInShopper();
    const other = await signedInShopper();
    const added = await send<{ address: Address }>(owner.shopper, "POST", "/api/common/address", UK);
    const id = added.body.data.address.id;
    const list = await send<{ addresses: Address[] }>(other.shopper, "GET", "/api/common/address");
    expect(list.body.data.addresses).toEqual([]);
    const edit = await send(other.shopper, "PUT", "/api/common/address", { ...FR, id });
    expect(edit.response.status).toBe(404);
    expect(edit.body.status).toBe("fail");
    const makeDefault = await send(other.shopper, "PUT", "/api/common/address", { id, defaultAddress: true });
    expect(makeDefault.response.status).toBe(404);
    const remove = await send(other.shopper, "DELETE", `/api/common/address/${id}`);
    expect(remove.response.status).toBe(404);
    const mine = await send<{ addresses: Address[] }>(owner.shopper, "GET", "/api/common/address");
    expect(mine.body.data.addresses).toEqual([
      expect.objectContaining({ id, line1: UK.line1, countryIso: "GB" }),
    ]);
  });

  it("refuses guests and soft-logged-in customers with 401", async () => {
    const guest = await new Shopper(harness.app).begin();
    const answer = await send(guest, "GET", "/api/common/address");
    expect(answer.response.status).toBe(401);
    expect(answer.body).toMatchObject({
      status: "fail",
      data: { message: "Please sign in to see your account." },
    });
    expect((await send(guest, "POST", "/api/common/address", UK)).response.status).toBe(401);
    expect((await send(guest, "GET", "/my-account-endpoint/personal-details")).response.status).toBe(401);
    const { shopper: remembered } = await signedInShopper(IDLE_TIME_MS + 60_000);
    expect((await send(remembered, "GET", "/api/common/address")).response.status).toBe(401);
    expect((await send(remembered, "DELETE", "/api/common/address/x")).response.status).toBe(401);
  });

  it("refuses a change without the session's CSRF token", async () => {
    const { shopper } = await signedInShopper();
    const post = await send(shopper, "POST", "/api/common/address", UK, false);
    expect(post.response.status).toBe(403);
    const list = await send<{ addresses: Address[] }>(shopper, "GET", "/api/common/address");
    expect(list.body.data.addresses).toEqual([]);
    expect(
      (await send(shopper, "POST", "/my-account-endpoint/personal-details", { ...UK }, false)).response
        .status,
    ).toBe(403);
  });
});

describe("personal details and country info", () => {
  it("shows the customer's details without the password hash and saves changes", async () => {
    const { shopper, customerId } = await signedInShopper();
    const view = await send<Record<string, unknown>>(
      shopper,
      "GET",
      "/uk/my-account-endpoint/personal-details",
    );
    expect(view.response.headers.get("cache-control")).toBe("private, no-store");
    expect(view.body.data).toEqual({
      email: `${customerId}@example.com`,
      title: "Ms",
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "020 7946 0000",
      birthday: null,
      marketingConsent: false,
      customerType: "registered",
    });
    expect(JSON.stringify(view.body)).not.toContain("hash");
    const saved = await send(shopper, "POST", "/my-account-endpoint/personal-details", {
      title: "Dr",
      firstName: "Ada",
      lastName: "King",
      phoneNumber: "07700 900123",
      birthdayDay: "10",
      birthdayMonth: "12",
      marketingConsent: true,
    });
    expect(saved.body).toMatchObject({
      status: "success",
      data: { title: "Dr", lastName: "King", birthday: { day: 10, month: 12 }, marketingConsent: true },
    });
    const refused = await send(shopper, "POST", "/my-account-endpoint/personal-details", {
      title: "Dr",
      firstName: "Ada",
      lastName: "King",
      phoneNumber: "07700 900123",
      birthdayDay: "31",
      birthdayMonth: "02",
    });
    expect(refused.response.status).toBe(400);
    expect(refused.body.data.errors).toEqual([
      { subject: "birthdayDay", message: "Please enter a valid day (DD)" },
    ]);
  });

  it("answers a country's address rules", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const us = await send<Record<string, unknown>>(
      shopper,
      "GET",
      "/us/my-account-endpoint/countryInfo?isocode=US",
    );
    expect(us.response.status).toBe(200);
    expect(us.body.data).toMatchObject({
      isocode: "US",
      name: "United States",
      postCodeRegex: "^[0-9]{5}(-[0-9]{4})?$",
      postcodeRequired: true,
      stateRequired: true,
      regions: expect.arrayContaining([{ isocode: "US-NY", name: "New York" }]),
    });
    const gb = await send<Record<string, unknown>>(
      shopper,
      "GET",
      "/my-account-endpoint/countryInfo?isocode=gb",
    );
    expect(gb.body.data).toMatchObject({ isocode: "GB", stateRequired: false, regions: [] });
    expect((await send(shopper, "GET", "/my-account-endpoint/countryInfo?isocode=ZZ")).response.status).toBe(
      404,
    );
  });
});
