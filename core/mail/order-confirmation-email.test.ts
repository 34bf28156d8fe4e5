import { describe, expect, it } from "vitest";
import type { NewOrder } from "../orders/order-types.ts";
import { orderConfirmationEmail } from "./order-confirmation-email.ts";

// The order e-mail tells the delivery as the order pages do (core/orders/order-delivery-description.ts): never an
// ISO date, a country code or checkout's button label.

const ORDER = {
  id: "order-1",
  orderNumber: "79927398713",
  guestTokenHash: "hash",
  customerId: null,
  email: "ann@example.com",
  version: "uk",
  currency: "GBP",
  delivery: {
    type: "homeDelivery",
    mode: "NOMINATE",
    modeName: "Choose your delivery day",
    date: "2026-12-04",
    person: { title: "", firstName: "Ann", lastName: "Lee", phoneNumber: "01225 123456" },
    address: {
      line1: "1 Milsom Street",
      line2: null,
      townCity: "Bath",
      postcode: "BA1 1DA",
      countryIso: "GB",
      regionIso: null,
      savedAddressId: null,
    },
    point: null,
  },
  billing: {
    person: { title: "", firstName: "Ann", lastName: "Lee", phoneNumber: "01225 123456" },
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
  totals: { subtotal: 1800, discounts: 0, charges: 0, delivery: 695, splitDelivery: 0, tax: 0, total: 2495 },
  payments: { card: null, giftCards: [{ lastFour: "0025", amount: 2495 }] },
  lines: [],
} satisfies NewOrder;

describe("orderConfirmationEmail", () => {
  it("names the nominated day in UK words and the country by name", () => {
    const mail = orderConfirmationEmail(ORDER, "https://shop.example");
    expect(mail.text).toContain(
      "Nominated day: Friday 4 December, to Ann Lee, 1 Milsom Street, Bath, BA1 1DA, United Kingdom.",
    );
    expect(mail.html).toContain("Nominated day: Friday 4 December");
    for (const wrong of ["2026-12-04", "BA1 1DA, GB", "Choose your delivery day"]) {
      expect(mail.text).not.toContain(wrong);
      expect(mail.html).not.toContain(wrong);
    }
  });

  it("says shipping and writes US dates for a us order", () => {
    const mail = orderConfirmationEmail(
      {
        ...ORDER,
        version: "us",
        currency: "USD",
        delivery: {
          ...ORDER.delivery,
          mode: "STD",
          modeName: "Standard shipping",
          date: null,
          address: {
            ...ORDER.billing.address,
            line1: "350 Fifth Avenue",
            townCity: "New York",
            postcode: "10118",
            countryIso: "US",
            regionIso: "US-NY",
          },
        },
      },
      "https://shop.example",
    );
    expect(mail.text).toContain(
      "Standard shipping to Ann Lee, 350 Fifth Avenue, New York, NY, 10118, United States.",
    );
  });
});
