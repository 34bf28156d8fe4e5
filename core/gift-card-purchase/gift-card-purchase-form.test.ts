import { describe, expect, it } from "vitest";
import { GIFT_CARD_OFFER, giftBoxChargeFor, giftCardLinePrice } from "./gift-card-offer.ts";
import { giftCardFieldErrors, giftCardPurchaseSchema } from "./gift-card-purchase-form.ts";
import { addMonths, sendDateWindow } from "./send-date-window.ts";

const window = { first: "2026-11-28", last: "2027-05-28" };
const schema = giftCardPurchaseSchema(window);
const ecard = {
  productCode: "ECARD" as const,
  design: "BIRTHDAY",
  amount: "custom",
  customAmount: "40",
  recipientName: "Ada Lovelace",
  recipientEmail: "ada@example.com",
  senderName: "Charles",
  personalMessage: "Happy birthday!",
  sendDate: "2026-12-05",
};

function errorsOf(fields: Record<string, unknown>) {
  const parsed = schema.safeParse(fields);
  return parsed.success ? {} : giftCardFieldErrors(parsed.error);
}

describe("gift card purchase form", () => {
  it("reads a valid e-gift card with a custom amount in pence", () => {
    const parsed = schema.parse(ecard);
    expect(parsed).toMatchObject({ kind: "ECARD", amount: 4000, sendDate: "2026-12-05", giftBox: false });
  });

  it("takes a fixed amount by its pounds", () => {
    expect(schema.parse({ ...ecard, amount: "25" }).amount).toBe(2500);
    expect(errorsOf({ ...ecard, amount: "30" }).amount).toBe("Please choose one of the amounts shown.");
    expect(errorsOf({ ...ecard, amount: "" }).amount).toBe("Please choose an amount.");
  });

  it("keeps a custom amount between the configured minimum and maximum, inclusive", () => {
    expect(schema.parse({ ...ecard, customAmount: "5" }).amount).toBe(GIFT_CARD_OFFER.customMin);
    expect(schema.parse({ ...ecard, customAmount: "500.00" }).amount).toBe(GIFT_CARD_OFFER.customMax);
    expect(errorsOf({ ...ecard, customAmount: "4.99" }).customAmount).toBe(
      "Please enter an amount between £5 and £500.",
    );
    expect(errorsOf({ ...ecard, customAmount: "500.01" }).customAmount).toMatch(/between £5 and £500/);
    expect(errorsOf({ ...ecard, customAmount: "forty" }).customAmount).toMatch(/in pounds/);
    expect(errorsOf({ ...ecard, customAmount: "-10" }).customAmount).toMatch(/in pounds/);
  });

  it("sells the posted card in the fixed amounts only, with its optional gift box", () => {
    const card = { ...ecard, productCode: "GCARD", amount: "50", giftBox: "on" };
    expect(schema.parse(card)).toMatchObject({
      amount: 5000,
      giftBox: true,
      recipientEmail: null,
      sendDate: null,
    });
    expect(errorsOf({ ...card, amount: "custom", customAmount: "40" }).amount).toMatch(/amounts shown/);
  });

  it("sends an e-gift card from today to six months ahead, no earlier and no later", () => {
    expect(schema.parse({ ...ecard, sendDate: window.first }).sendDate).toBe(window.first);
    expect(schema.parse({ ...ecard, sendDate: window.last }).sendDate).toBe(window.last);
    const message = "Please choose a send date from 28 November 2026 to 28 May 2027.";
    expect(errorsOf({ ...ecard, sendDate: "2026-11-27" }).sendDate).toBe(message);
    expect(errorsOf({ ...ecard, sendDate: "2027-05-29" }).sendDate).toBe(message);
    expect(errorsOf({ ...ecard, sendDate: "" }).sendDate).toBe(message);
    expect(errorsOf({ ...ecard, sendDate: "28/12/2026" }).sendDate).toBe(message);
  });

  it("counts today in the UK's time zone", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST); 23:30 UTC on 30 December is still the 30th.
    expect(sendDateWindow(new Date("2026-06-30T23:30:00Z"), 6)).toEqual({
      first: "2026-07-01",
      last: "2027-01-01",
    });
    expect(sendDateWindow(new Date("2026-12-30T23:30:00Z"), 6).first).toBe("2026-12-30");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
  });

  it("needs the recipient's correct e-mail address and the names", () => {
    expect(errorsOf({ ...ecard, recipientEmail: "ada@" }).recipientEmail).toMatch(/guarantee delivery/);
    expect(errorsOf({ ...ecard, recipientEmail: "" }).recipientEmail).toMatch(/guarantee delivery/);
    expect(errorsOf({ ...ecard, recipientName: " " }).recipientName).toMatch(/recipient's name/);
    expect(errorsOf({ ...ecard, recipientName: "<b>Ada</b>" }).recipientName).toMatch(/recipient's name/);
    expect(errorsOf({ ...ecard, recipientName: "A".repeat(61) }).recipientName).toMatch(/recipient's name/);
    expect(schema.parse({ ...ecard, recipientName: "Zoë O'Brien-Ng" }).recipientName).toBe("Zoë O'Brien-Ng");
    expect(errorsOf({ ...ecard, senderName: "" }).senderName).toMatch(/your name/);
  });

  it("keeps the message to the text area's 250 characters, tags stripped first", () => {
    expect(schema.parse({ ...ecard, personalMessage: "a".repeat(250) }).personalMessage).toHaveLength(250);
    expect(errorsOf({ ...ecard, personalMessage: "a".repeat(251) }).personalMessage).toBe(
      "Your message can be up to 250 characters.",
    );
    expect(schema.parse({ ...ecard, personalMessage: "<i>Hi</i>" }).personalMessage).toBe("Hi");
  });

  it("refuses an unknown design or product", () => {
    expect(errorsOf({ ...ecard, design: "NOPE" }).design).toBe("Please choose a design.");
    expect(schema.safeParse({ ...ecard, productCode: "SHIRT" }).success).toBe(false);
  });

  it("prices the line in pence: the card, plus £2 for its gift box unless worth more than £100", () => {
    expect(giftBoxChargeFor(10000)).toBe(200);
    expect(giftBoxChargeFor(15000)).toBe(0);
    expect(giftCardLinePrice({ amount: 5000, giftBox: true })).toBe(5200);
    expect(giftCardLinePrice({ amount: 15000, giftBox: true })).toBe(15000);
    expect(giftCardLinePrice({ amount: 5000, giftBox: false })).toBe(5000);
  });
});
