import { describe, expect, it } from "vitest";
import { type CardForm, checkCardForm, SANDBOX_REASONS, sandboxOutcome } from "./sandbox-outcomes.ts";

const now = new Date("2026-11-26T12:00:00Z");
const form = (changes: Partial<CardForm> = {}): CardForm => ({
  holderName: "Ada Lovelace",
  cardNumber: "4444 3333 2222 1111",
  expiry: "03/30",
  securityCode: "123",
  ...changes,
});

function outcomeOf(changes: Partial<CardForm>) {
  const checked = checkCardForm(form(changes));
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return sandboxOutcome(checked.card, now);
}

describe("the sandbox's test cards", () => {
  it.each([
    ["4444 3333 2222 1111", "authorised"],
    ["5555 5555 5555 4444", "authorised"],
    ["4000 0000 0000 0002", "refused"],
    ["4000 0000 0000 0119", "error"],
    ["4000 0000 0000 3220", "challenge"],
    ["4242 4242 4242 4242", "authorised"],
  ])("answers %s with %s", (cardNumber, outcome) => {
    expect(outcomeOf({ cardNumber }).outcome).toBe(outcome);
  });

  it("says why a card was refused or failed", () => {
    expect(outcomeOf({ cardNumber: "4000000000000002" }).reason).toBe(SANDBOX_REASONS.refused);
    expect(outcomeOf({ cardNumber: "4000000000000119" }).reason).toBe(SANDBOX_REASONS.error);
    expect(outcomeOf({}).reason).toBe("");
  });
});

describe("the sandbox's magic names", () => {
  it.each([
    ["REFUSED", "refused"],
    ["error", "error"],
    ["3ds", "challenge"],
  ])("%s forces %s, even with a card that would be authorised", (holderName, outcome) => {
    expect(outcomeOf({ holderName }).outcome).toBe(outcome);
  });

  it("refuses an expired card as expired, whatever the name", () => {
    expect(outcomeOf({ expiry: "10/26", holderName: "3DS" })).toEqual({
      outcome: "refused",
      reason: SANDBOX_REASONS.expired,
    });
    expect(outcomeOf({ expiry: "11/26" }).outcome).toBe("authorised");
  });
});

describe("the page's field checks", () => {
  it("names every field that is wrong", () => {
    const checked = checkCardForm({
      holderName: " ",
      cardNumber: "4444 3333 2222 1112",
      expiry: "3",
      securityCode: "",
    });
    expect(checked).toEqual({
      ok: false,
      errors: {
        holderName: "Enter the name on the card",
        cardNumber: "Enter a valid card number",
        expiry: "Enter the expiry date as MM/YY",
        securityCode: "Enter the 3-digit security code",
      },
    });
  });

  it("refuses a scheme the shop does not take, and asks American Express for four digits", () => {
    expect(checkCardForm(form({ cardNumber: "6011 1111 1111 1117" }))).toMatchObject({
      ok: false,
      errors: { cardNumber: "We accept Visa, Mastercard and American Express" },
    });
    expect(checkCardForm(form({ cardNumber: "3782 822463 10005", securityCode: "123" }))).toMatchObject({
      ok: false,
      errors: { securityCode: "Enter the 4-digit security code" },
    });
    expect(checkCardForm(form({ cardNumber: "3782 822463 10005", securityCode: "1234" })).ok).toBe(true);
  });
});
