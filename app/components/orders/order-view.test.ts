import { describe, expect, it } from "vitest";
import { NO_PROGRESS, type StoredOrder } from "../../../core/orders/order-types.ts";
import { orderView, trackingView } from "./order-view.ts";
import { PURCHASE_MARK_PREFIX, pushPurchaseOnce } from "./purchase-event.ts";

// The order as the pages show it: amounts and days written for the locale, the collection point in place of an
// address, rows without an amount left out; and the purchase event pushed once per order per browser.

const ORDER = {
  id: "order-1",
  orderNumber: "79927398713",
  customerId: null,
  email: "ada@example.com",
  version: "uk",
  currency: "GBP",
  delivery: {
    type: "homeDelivery",
    mode: "NOMINATE",
    modeName: "Nominated day delivery",
    date: "2026-12-03",
    person: { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" },
    address: {
      line1: "1 Royal Crescent",
      line2: null,
      townCity: "Bath",
      postcode: "BA1 2LR",
      countryIso: "GB",
      regionIso: null,
      savedAddressId: null,
    },
    point: null,
  },
  billing: {
    person: { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" },
    address: {
      line1: "350 Fifth Avenue",
      line2: "Floor 5",
      townCity: "New York",
      postcode: "10118",
      countryIso: "US",
      regionIso: "US-NY",
      savedAddressId: null,
    },
  },
  totals: {
    subtotal: 4000,
    discounts: 0,
    charges: 350,
    delivery: 695,
    splitDelivery: 0,
    tax: 0,
    total: 5045,
  },
  payments: {
    card: { paymentId: "pay-1", amount: 2045, maskedNumber: "•••• 1111", brand: "visa" },
    giftCards: [{ lastFour: "0025", amount: 3000 }],
  },
  lines: [
    {
      entryNumber: 0,
      variantCode: "P100000030101",
      productCode: "P1000000301",
      name: "Hand lotion",
      quantity: 2,
      unitPrice: 2000,
      lineTotal: 4000,
      colour: "Fig",
      size: "300ml",
      variantGroup: null,
      imageId: "hand-lotion-fig",
      productUrl: "/uk/Bath-Body/p/P1000000301",
    },
  ],
  status: "placed",
  createdAt: "2026-11-26T10:00:00.000Z",
  progress: NO_PROGRESS,
} satisfies StoredOrder;

describe("order view", () => {
  it("writes amounts and days for the locale and leaves out rows without an amount", () => {
    const view = orderView(ORDER, "en-GB");
    expect(view.placedOn).toBe("26 November 2026");
    expect(view.delivery?.service).toBe("Nominated day: Thursday 3 December");
    expect(view.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: "£20",
      lineTotal: "£40",
      colour: "Fig",
      size: "300ml",
      group: null,
      url: "/uk/Bath-Body/p/P1000000301",
      image: expect.stringMatching(/^\/images\/.*hand-lotion-fig/),
    });
    expect(view.totals).toEqual({
      subtotal: "£40",
      discounts: null,
      giftBoxes: "£3.50",
      delivery: "£6.95",
      tax: null,
      total: "£50.45",
    });
    expect(view.delivery?.address).toEqual({
      name: "Ms Ada Lovelace",
      lines: ["1 Royal Crescent", "Bath", "BA1 2LR", "United Kingdom"],
    });
    expect(view.billing.lines).toEqual([
      "350 Fifth Avenue",
      "Floor 5",
      "New York, NY",
      "10118",
      "United States",
    ]);
    expect(view.payment).toEqual({
      card: { brand: "visa", maskedNumber: "•••• 1111", amount: "£20.45" },
      giftCards: [{ lastFour: "0025", amount: "£30" }],
    });
    expect(orderView(ORDER, "en-US").placedOn).toBe("November 26, 2026");
    expect(orderView(ORDER, "en-US").delivery?.service).toBe("Nominated day: Thursday, December 3");
  });

  it("words free delivery as the bag and the checkout do, not as an amount of nothing", () => {
    const free: StoredOrder = { ...ORDER, totals: { ...ORDER.totals, delivery: 0, splitDelivery: 0 } };
    expect(orderView(free, "en-GB").totals.delivery).toBe("Free");
    expect(orderView(free, "en-US").totals.delivery).toBe("Free");
    // Only split delivery charged: still an amount.
    const split: StoredOrder = { ...ORDER, totals: { ...ORDER.totals, delivery: 0, splitDelivery: 1500 } };
    expect(orderView(split, "en-GB").totals.delivery).toBe("£15");
  });

  it("shows a line of an order placed before its colour, size and picture were kept without them", () => {
    const [line] = ORDER.lines;
    if (!line) throw new Error("the fixture has a line");
    const older: StoredOrder = {
      ...ORDER,
      lines: [{ ...line, colour: null, size: null, variantGroup: null, imageId: null, productUrl: null }],
    };
    expect(orderView(older, "en-GB").lines[0]).toMatchObject({
      name: "Hand lotion",
      colour: null,
      size: null,
      group: null,
      url: null,
      image: null,
    });
  });

  it("shows a collection point with its shop's name in place of an address", () => {
    const view = orderView(
      {
        ...ORDER,
        delivery: {
          ...ORDER.delivery,
          type: "collectPlus",
          address: null,
          point: {
            id: "CP-BATH-1",
            name: "Co-op Food",
            line1: "3 Kingsmead Square",
            line2: null,
            townCity: "Bath",
            postcode: "BA1 2AB",
            countryIso: "GB",
            latitude: 51.38,
            longitude: -2.36,
            distanceMiles: 0.4,
            openingHours: [],
          },
        },
      },
      "en-GB",
    );
    expect(view.delivery?.address.lines).toEqual([
      "Co-op Food",
      "3 Kingsmead Square",
      "Bath",
      "BA1 2AB",
      "United Kingdom",
    ]);
  });
});

describe("an order's progress", () => {
  const progressed = {
    ...ORDER,
    progress: {
      shipments: [
        {
          dispatchedAt: "2026-11-27T15:00:00.000Z",
          carrier: "Royal Mail",
          trackingNumber: "RM 1234 5678 GB",
          units: [{ entryNumber: 0, quantity: 1 }],
        },
      ],
      refunds: [
        { refundedAt: "2026-11-30T09:00:00.000Z", amount: 2000, units: [{ entryNumber: 0, quantity: 1 }] },
      ],
    },
  } satisfies StoredOrder;

  it("writes each parcel's day, tracking and units, and each refund's amount and day", () => {
    const view = orderView(progressed, "en-GB");
    expect(view.shipments).toEqual([
      {
        key: "shipment-0",
        on: "27 November 2026",
        carrier: "Royal Mail",
        trackingNumber: "RM 1234 5678 GB",
        units: [`1 × ${ORDER.lines[0]?.name}`],
      },
    ]);
    expect(view.refunds).toEqual([
      { key: "refund-0", on: "30 November 2026", amount: "£20", units: [`1 × ${ORDER.lines[0]?.name}`] },
    ]);
  });

  it("is kept on guest tracking, which shows progress and leaves out the buyer's details", () => {
    const view = trackingView(orderView(progressed, "en-US"));
    expect(view.shipments[0]?.on).toBe("November 27, 2026");
    expect(view.refunds[0]?.amount).toBe("£20");
    expect(view.email).toBe("");
  });

  it("is empty for an order nothing has happened to", () => {
    const view = orderView(ORDER, "en-GB");
    expect(view.shipments).toEqual([]);
    expect(view.refunds).toEqual([]);
  });
});

describe("purchase event", () => {
  function memoryStorage() {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      items,
    };
  }

  it("is pushed once per order, in major units like the add-to-cart event", () => {
    const storage = memoryStorage();
    const pushed: unknown[] = [];
    const view = orderView(ORDER, "en-GB");
    expect(pushPurchaseOnce(view, storage, (event) => pushed.push(event))).toBe(true);
    expect(pushPurchaseOnce(view, storage, (event) => pushed.push(event))).toBe(false);
    expect(pushed).toEqual([
      {
        event: "Purchase",
        ecommerce: {
          transaction_id: "79927398713",
          value: 50.45,
          tax: 0,
          shipping: 6.95,
          currency: "GBP",
          items: [{ item_id: "P100000030101", item_name: "Hand lotion", price: 20, quantity: 2 }],
        },
      },
    ]);
    expect(storage.items.has(`${PURCHASE_MARK_PREFIX}79927398713`)).toBe(true);
    // Another order is its own purchase.
    expect(
      pushPurchaseOnce({ ...view, orderNumber: "12345678903" }, storage, (event) => pushed.push(event)),
    ).toBe(true);
  });

  it("still pushes when storage refuses", () => {
    const pushed: unknown[] = [];
    const refusing = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    expect(pushPurchaseOnce(orderView(ORDER, "en-GB"), refusing, (event) => pushed.push(event))).toBe(true);
    expect(pushed).toHaveLength(1);
  });
});
