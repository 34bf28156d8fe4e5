import { describe, expect, it } from "vitest";
import { NO_PROGRESS, type StoredOrder } from "../../../core/orders/order-types.ts";
import { orderView } from "./order-view.ts";

// Gift cards bought, as the order pages show them: masked to the last four with the recipient and the day they are
// sent, and no delivery for an order of e-gift cards only.

const ORDER: StoredOrder = {
  id: "order-2",
  orderNumber: "79927398713",
  customerId: null,
  email: "ada@example.com",
  version: "uk",
  currency: "GBP",
  delivery: null,
  billing: {
    person: { title: "Ms", firstName: "Ada", lastName: "Lovelace", phoneNumber: "01225 123456" },
    address: {
      line1: "1 Milsom Street",
      line2: null,
      townCity: "Bath",
      postcode: "BA1 1DA",
      countryIso: "GB",
      regionIso: null,
      savedAddressId: null,
    },
  },
  totals: { subtotal: 2500, discounts: 0, charges: 0, delivery: 0, splitDelivery: 0, tax: 0, total: 2500 },
  payments: { card: null, giftCards: [] },
  lines: [
    {
      entryNumber: 0,
      variantCode: "ECARD",
      productCode: "ECARD",
      name: "E-Gift Card",
      quantity: 1,
      unitPrice: 2500,
      lineTotal: 2500,
      colour: null,
      size: null,
      variantGroup: null,
      imageId: null,
      productUrl: null,
      giftCard: {
        kind: "ECARD",
        design: "BIRTHDAY",
        amount: 2500,
        recipientName: "Grace Hopper",
        recipientEmail: "grace@example.com",
        senderName: "Ada",
        personalMessage: "",
        sendDate: "2026-12-24",
        giftBox: false,
        lastFour: "4321",
      },
    },
  ],
  status: "placed",
  createdAt: "2026-11-26T10:00:00.000Z",
  progress: NO_PROGRESS,
};

describe("an order of gift cards as the order pages show it", () => {
  it("shows each card masked with its recipient and its day, and no delivery", () => {
    const view = orderView(ORDER, "en-GB");
    expect(view.delivery).toBeNull();
    expect(view.lines[0]?.giftCard).toEqual({
      maskedCode: "•••• 4321",
      recipient: "Grace Hopper (grace@example.com)",
      sendOn: "24 December 2026",
    });
  });
});
