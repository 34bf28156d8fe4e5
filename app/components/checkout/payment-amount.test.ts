import { describe, expect, it } from "vitest";
import { formatMoney, money } from "../../../core/money/money.ts";
import { LOCALE_BY_VERSION, VERSIONS } from "../../../core/site/versions.ts";
import { translate } from "../../lib/text/text.ts";
import { amountDue } from "./payment-amount.ts";

// The payment step's heading line says what is true: the total before anything pays for it, what the card must
// still pay once gift cards do, and that the gift cards paid it all when they cover it.

const say = (locale: string, due: ReturnType<typeof amountDue>) =>
  [translate(locale, due.label), due.amount && formatMoney(due.amount, locale)].filter(Boolean).join(" ");

describe("amountDue", () => {
  const total = money(2495, "GBP");

  it("says the gift cards paid when they cover the whole total, never 'To pay' the total", () => {
    const due = amountDue(total, { amountToPay: 0, giftCards: [{ amount: 1500 }, { amount: 995 }] });
    expect(say("en-GB", due)).toBe("Paid by gift cards £24.95");
  });

  it("names what is left for the card once gift cards pay part", () => {
    expect(say("en-GB", amountDue(total, { amountToPay: 1495, giftCards: [{ amount: 1000 }] }))).toBe(
      "Left to pay £14.95",
    );
  });

  it("says the total to pay before any gift card, on every version in its locale and currency", () => {
    const totals = { uk: money(2495, "GBP"), us: money(3400, "USD"), row: money(4450, "EUR") };
    const said = VERSIONS.map((version) =>
      say(
        LOCALE_BY_VERSION[version],
        amountDue(totals[version], { amountToPay: totals[version].amount, giftCards: [] }),
      ),
    );
    expect(said).toEqual(["To pay £24.95", "To pay $34", "To pay €44.50"]);
    expect(say("en-US", amountDue(totals.us, null))).toBe("To pay $34");
  });

  it("says there is nothing to pay for an order that costs nothing", () => {
    expect(say("en-GB", amountDue(money(0, "GBP"), { amountToPay: 0, giftCards: [] }))).toBe(
      "Nothing to pay",
    );
  });
});
