import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { customerOwnerKey } from "../../core/cart/merge-at-sign-in.ts";
import { addDays } from "../../core/delivery/iso-date.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import { addMonths } from "../../core/gift-card-purchase/send-date-window.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// Gift cards bought into the bag: the pages' `add-gift-card` intent of POST /{version}/bag/update and
// PUT /bag/giftCard/{id}. Each card is its own line priced by the server from the checked amount; UK and pounds only.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const today = () => londonDateOf(new Date());
const ecard = () => ({
  intent: "add-gift-card",
  productCode: "ECARD",
  design: "BIRTHDAY",
  amount: "custom",
  customAmount: "40",
  recipientName: "Ada Lovelace",
  recipientEmail: "ada@example.com",
  senderName: "Charles",
  personalMessage: "Happy birthday",
  sendDate: addDays(today(), 7),
});

function post(shopper: Shopper, fields: Record<string, string>, version = "uk") {
  return shopper.request(`/${version}/bag/update`, {
    method: "POST",
    csrf: false,
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ CSRFToken: shopper.csrfToken, ...fields }),
  });
}

const put = (shopper: Shopper, path: string, body: unknown) =>
  shopper.request(path, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

interface CartEntry {
  entryNumber: number;
  quantity: number;
  basePrice: { value: number; currencyIso: string };
  product: { baseProductCode: string; name: string };
  giftCard?: { recipientName: string; sendDate: string | null; design: { name: string }; giftBox: boolean };
}

async function entries(shopper: Shopper): Promise<CartEntry[]> {
  const answer = (await (await shopper.request("/uk/bag/cart.json")).json()) as {
    cart?: { entries?: CartEntry[] };
    entries?: CartEntry[];
  };
  return answer.cart?.entries ?? answer.entries ?? [];
}

describe("adding a gift card to the bag", () => {
  it("makes each card its own line, priced by the server in pounds", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const first = await post(shopper, { ...ecard(), amountPrice: "0.01" } as Record<string, string>);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ intent: "add-gift-card", status: "added", totalUnitCount: 1 });
    const second = await post(shopper, { ...ecard(), recipientName: "Grace Hopper", amount: "25" });
    expect(await second.json()).toMatchObject({ status: "added", totalUnitCount: 2 });

    const lines = await entries(shopper);
    expect(lines).toHaveLength(2);
    const byName = Object.fromEntries(lines.map((line) => [line.giftCard?.recipientName, line]));
    expect(byName["Ada Lovelace"]?.basePrice).toMatchObject({ value: 40, currencyIso: "GBP" });
    expect(byName["Grace Hopper"]?.basePrice).toMatchObject({ value: 25, currencyIso: "GBP" });
    expect(byName["Ada Lovelace"]?.giftCard).toMatchObject({ design: { name: "Birthday Bunting" } });
    expect(new Set(lines.map((line) => line.entryNumber)).size).toBe(2);
  });

  it("charges £2 for a posted card's gift box, nothing for a card over the threshold", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const card = {
      intent: "add-gift-card",
      productCode: "GCARD",
      design: "CLASSIC",
      recipientName: "Ada",
      senderName: "Bea",
    };
    await post(shopper, { ...card, amount: "50", giftBox: "on" });
    await post(shopper, { ...card, amount: "150", giftBox: "on" });
    const prices = (await entries(shopper)).map((line) => line.basePrice.value).sort((a, b) => a - b);
    expect(prices).toEqual([52, 150]);
  });

  it("refuses each rule with its own message, and nothing is added", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ customAmount: "4.99" }, "customAmount", /between £5 and £500/],
      [{ customAmount: "500.01" }, "customAmount", /between £5 and £500/],
      [{ sendDate: addDays(addMonths(today(), 6), 1) }, "sendDate", /send date from/],
      [{ sendDate: addDays(today(), -1) }, "sendDate", /send date from/],
      [{ recipientEmail: "ada@example" }, "recipientEmail", /guarantee delivery/],
      [{ recipientName: "" }, "recipientName", /recipient's name/],
      [{ personalMessage: "a".repeat(251) }, "personalMessage", /250 characters/],
    ];
    for (const [change, field, message] of cases) {
      const response = await post(shopper, { ...ecard(), ...change });
      expect(response.status, field).toBe(400);
      const answer = (await response.json()) as { status: string; fieldErrors: Record<string, string> };
      expect(answer.status).toBe("error");
      expect(answer.fieldErrors[field]).toMatch(message);
    }
    expect(await entries(shopper)).toHaveLength(0);
  });

  it("is sold on the UK site in pounds only", async () => {
    const shopper = await new Shopper(harness.app).begin();
    for (const version of ["us", "row"]) {
      const response = await post(shopper, ecard(), version);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        message: "Gift cards can only be bought on our UK site, in pounds.",
      });
    }
  });

  it("without JavaScript, comes back to the page with the messages by their fields and the form filled in", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await post(shopper, {
      ...ecard(),
      customAmount: "900",
      recipientName: "Ada Byron",
      returnTo: "/uk/E-Gift-Card/p/ECARD",
    });
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/uk/E-Gift-Card/p/ECARD");
    const page = await (await shopper.request("/uk/E-Gift-Card/p/ECARD")).text();
    expect(page).toContain("Please enter an amount between £5 and £500.");
    expect(page).toContain('value="Ada Byron"');
    const added = await post(shopper, { ...ecard(), returnTo: "/uk/E-Gift-Card/p/ECARD" });
    expect(added.status).toBe(303);
    expect(await (await shopper.request("/uk/E-Gift-Card/p/ECARD")).text()).toContain("Added to your bag");
  });
});

describe("PUT /bag/giftCard/{id}", () => {
  async function bagWithCard() {
    const shopper = await new Shopper(harness.app).begin();
    await post(shopper, ecard());
    const [line] = await entries(shopper);
    return { shopper, entry: line?.entryNumber ?? -1 };
  }

  it("edits the card and prices it again from the checked amount", async () => {
    const { shopper, entry } = await bagWithCard();
    const sendDate = addDays(today(), 30);
    const response = await put(shopper, `/uk/bag/giftCard/${entry}`, {
      recipientName: "Grace Hopper",
      senderName: "Charles",
      amount: 7500,
      sendDate,
    });
    expect(response.status).toBe(200);
    const [line] = await entries(shopper);
    expect(line?.basePrice.value).toBe(75);
    expect(line?.giftCard).toMatchObject({ recipientName: "Grace Hopper", sendDate });
  });

  it("refuses out-of-range amounts, send dates and addresses with their messages", async () => {
    const { shopper, entry } = await bagWithCard();
    const base = { recipientName: "Ada", senderName: "Charles" };
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ amount: 50001 }, /between £5 and £500/],
      [{ amount: 499 }, /between £5 and £500/],
      [{ sendDate: addDays(addMonths(today(), 6), 1) }, /send date from/],
      [{ sendDate: addDays(today(), -1) }, /send date from/],
      [{ recipientEmail: "not-an-address" }, /guarantee delivery/],
      [{ currency: "USD" }, /UK site, in pounds/],
    ];
    for (const [change, message] of refusals) {
      const response = await put(shopper, `/uk/bag/giftCard/${entry}`, { ...base, ...change });
      expect(response.status, JSON.stringify(change)).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    const [line] = await entries(shopper);
    expect(line?.basePrice.value).toBe(40);
  });

  it("is refused on another version", async () => {
    const { shopper, entry } = await bagWithCard();
    const response = await put(shopper, `/us/bag/giftCard/${entry}`, {
      recipientName: "Ada",
      senderName: "C",
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toMatch(/UK site, in pounds/);
  });
});

describe("GET …/giftcards/{code}", () => {
  it("serves the e-gift card's giftCardConfig and designs, in pounds, on the UK site", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const response = await shopper.request("/TWCcommercewebservices/v2/twc-uk/giftcards/ECARD");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const data = (await response.json()) as {
      code: string;
      giftCardConfig: Record<string, unknown> & { fixedAmounts: { value: number; currencyIso: string }[] };
      swatches: { code: string; secondId: string; variantOptions: unknown[] }[];
    };
    expect(data.code).toBe("ECARD");
    expect(data.giftCardConfig.fixedAmounts.map((amount) => amount.value)).toEqual([10, 25, 50, 100, 150]);
    expect(data.giftCardConfig).toMatchObject({
      customAmount: { min: { value: 5 }, max: { value: 500 } },
      sendDate: { first: today(), last: addMonths(today(), 6) },
      giftBox: null,
    });
    expect(data.swatches.length).toBeGreaterThanOrEqual(3);
    expect(data.swatches[0]?.variantOptions).toHaveLength(5);
    const image = await shopper.request(`/images/${data.swatches[0]?.secondId}/320.webp`);
    expect(image.status).toBe(200);
    const card = (await (
      await shopper.request("/TWCcommercewebservices/v2/twc-uk/giftcards/GCARD")
    ).json()) as {
      giftCardConfig: Record<string, unknown>;
    };
    expect(card.giftCardConfig).toMatchObject({
      giftBox: { price: { value: 2 }, freeAbove: { value: 100 } },
    });
  });

  it("never prices a gift card on another site, and knows no other code", async () => {
    const shopper = await new Shopper(harness.app).begin();
    for (const site of ["twc-us", "twc-row"]) {
      const response = await shopper.request(`/TWCcommercewebservices/v2/${site}/giftcards/ECARD`);
      expect(response.status).toBe(400);
      expect(await response.text()).toMatch(/UK site, in pounds/);
    }
    expect((await shopper.request("/TWCcommercewebservices/v2/twc-uk/giftcards/SHIRT")).status).toBe(400);
  });
});

describe("gift cards when a guest signs in", () => {
  const uk = (ownerGuid: string) => ({ ownerGuid, version: "uk" as const, currency: "GBP" });
  async function buy(ownerGuid: string, recipientName: string) {
    const { intent: _intent, ...fields } = { ...ecard(), recipientName, productCode: "ECARD" as const };
    const added = await harness.services.giftCardPurchases.add(uk(ownerGuid), async (c) => c, fields);
    expect(added.ok).toBe(true);
  }

  it("keeps the account's earlier gift cards as lines of the bag, beside the guest's", async () => {
    const customerId = `gift-${Date.now()}`;
    const guest = `guest-${Date.now()}`;
    await buy(customerOwnerKey(customerId), "Earlier Recipient");
    await buy(guest, "Guest Recipient");
    const merged = await harness.services.cartMerge.atSignIn({
      guestOwnerGuid: guest,
      guestSavedItemsGuid: undefined,
      customerId,
      keepGuestBagOnly: false,
      maxSavedItems: 50,
    });
    expect(merged.bagUnitsAdded).toBe(1);
    const found = await harness.services.cart.lines(uk(customerOwnerKey(customerId)));
    const names = (found?.lines ?? []).map((line) => line.giftCard?.recipientName).sort();
    expect(names).toEqual(["Earlier Recipient", "Guest Recipient"]);
    expect(new Set(found?.lines.map((line) => line.entryNumber)).size).toBe(2);
  });
});

describe("the gift card pages", () => {
  it("answer at one address each, the page's own data request included", async () => {
    const shopper = await new Shopper(harness.app).begin();
    const moved = await shopper.request("/uk/Gift-Vouchers/p/GCARD?from=footer");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/uk/Gift-Cards/p/GCARD?from=footer");
    expect((await shopper.request("/uk/E-Gift-Card/p/ECARD")).status).toBe(200);
    const data = await shopper.request("/uk/E-Gift-Card/p/ECARD.data");
    expect(data.status).toBe(200);
    expect(await data.text()).toContain("E-Gift Card");
  });
});
