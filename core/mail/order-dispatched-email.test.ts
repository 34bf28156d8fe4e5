import { describe, expect, it } from "vitest";
import { orderDispatchedEmail } from "./order-dispatched-email.ts";

const PARCEL = {
  orderNumber: "79927398713",
  email: "ann@example.com",
  version: "uk",
  currency: "GBP",
  firstName: "Ann",
  carrier: "Royal Mail",
  trackingNumber: "RM 1234 5678 GB",
  lines: [{ quantity: 2, name: "Aegean Towel <Chalk>" }],
  charged: 2700,
  moreToCome: true,
};

describe("the dispatch e-mail", () => {
  it("names the parcel's lines, its carrier and tracking number, and what was taken for them", () => {
    const mail = orderDispatchedEmail(PARCEL, "https://shop.example");
    expect(mail).toMatchObject({
      to: "ann@example.com",
      subject: "Your order 79927398713 is on its way",
      kind: "order-dispatched",
    });
    expect(mail.text).toContain("2 × Aegean Towel <Chalk>");
    expect(mail.text).toContain("Tracking number: RM 1234 5678 GB");
    expect(mail.text).toContain("We have now taken £27 for these items.");
    expect(mail.text).toContain("we will write again when the rest is on its way");
    expect(mail.html).toContain("Aegean Towel &lt;Chalk&gt;");
  });

  it("says nothing of money when gift cards paid, and nothing more to come for the last parcel", () => {
    const mail = orderDispatchedEmail({ ...PARCEL, charged: 0, moreToCome: false }, "https://shop.example");
    expect(mail.text).not.toContain("We have now taken");
    expect(mail.text).toContain("Your order has left our warehouse.");
  });
});
