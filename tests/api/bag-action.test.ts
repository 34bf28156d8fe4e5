import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// The bag's one action (docs/forms-and-mutations.md): `POST /{version}/bag/update` and `POST /{version}/bag` are
// thin entries into it, so each takes every intent of the one schema and answers it as that intent's forms
// expect; the two differ only in how a post nobody can read is answered.

let harness: Awaited<ReturnType<typeof createTestApp>>;
let variant = "";

const formHeaders = { "content-type": "application/x-www-form-urlencoded" };

beforeAll(async () => {
  harness = await createTestApp();
  const row = await harness.database.db
    .selectFrom("variants")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .select("variants.code")
    .where("availability", "=", "online")
    .where("stockLevel", ">=", 40)
    .orderBy("variants.code")
    .executeTakeFirstOrThrow();
  variant = row.code;
});
afterAll(async () => {
  await harness.close();
});

async function post(shopper: Shopper, path: string, fields: Record<string, string>): Promise<Response> {
  return shopper.request(path, {
    method: "POST",
    csrf: false,
    headers: formHeaders,
    body: new URLSearchParams({ CSRFToken: shopper.csrfToken, ...fields }),
  });
}

const headerCount = (html: string) => Number(/Bag, (\d+) items?/.exec(html)?.[1]);

describe("the bag's one action", () => {
  it("adds through the bag page's address, answered as the add forms' answer", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await post(shopper, "/uk/bag", {
      intent: "add",
      productSku: variant,
      quantity: "2",
      returnTo: "/uk/help/delivery",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/help/delivery");
    const page = await (await shopper.request("/uk/help/delivery")).text();
    expect(page).toContain("Added to your bag");
    expect(headerCount(page)).toBe(2);
  });

  it("takes a bag page change through the add forms' address, answered as the bag page's answer", async () => {
    const shopper = await new Shopper(harness.app).begin();
    await post(shopper, "/uk/bag/update", { intent: "add", productSku: variant });
    const refused = await post(shopper, "/uk/bag/update", { intent: "apply-promotion", code: "NOSUCHCODE" });
    expect(refused.status).toBe(200);
    expect(await refused.json()).toMatchObject({ intent: "apply-promotion", ok: false, code: "NOSUCHCODE" });
    const removed = await post(shopper, "/uk/bag/update", {
      intent: "remove",
      entryNumber: "0",
      returnTo: "/uk/help/delivery",
    });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/uk/bag");
    expect(headerCount(await (await shopper.request("/uk/help/delivery")).text())).toBe(0);
  });

  it("answers a post nobody can read as each address's forms expect", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const add = await post(shopper, "/uk/bag/update", { intent: "empty-the-bag" });
    expect(add.status).toBe(400);
    expect(await add.json()).toMatchObject({ intent: "add", status: "error", totalUnitCount: 0 });
    const page = await post(shopper, "/uk/bag", { intent: "empty-the-bag", returnTo: "/uk/" });
    expect(page.status).toBe(303);
    expect(page.headers.get("location")).toBe("/uk/bag");
  });
});
