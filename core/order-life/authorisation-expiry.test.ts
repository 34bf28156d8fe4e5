import { describe, expect, it } from "vitest";
import { authorisationExpiry } from "./authorisation-expiry.ts";

const DAY = 86_400_000;
const authorisedAt = new Date("2026-11-01T10:00:00.000Z");
const daysIn = (days: number) => new Date(authorisedAt.getTime() + days * DAY);

describe("authorisations close to lapsing", () => {
  it("lapse after 7 days for a card or a wallet and 29 for PayPal", () => {
    expect(authorisationExpiry("card", authorisedAt, authorisedAt, 100).expiresAt).toEqual(daysIn(7));
    expect(authorisationExpiry("wallet", authorisedAt, authorisedAt, 100).expiresAt).toEqual(daysIn(7));
    expect(authorisationExpiry("paypal", authorisedAt, authorisedAt, 100).expiresAt).toEqual(daysIn(29));
  });

  it("are flagged within a day of lapsing while money is still to capture", () => {
    expect(authorisationExpiry("card", authorisedAt, daysIn(5.9), 100).flagged).toBe(false);
    expect(authorisationExpiry("card", authorisedAt, daysIn(6), 100).flagged).toBe(true);
    expect(authorisationExpiry("card", authorisedAt, daysIn(8), 100)).toMatchObject({
      flagged: true,
      lapsed: true,
    });
    expect(authorisationExpiry("paypal", authorisedAt, daysIn(6), 100).flagged).toBe(false);
    expect(authorisationExpiry("paypal", authorisedAt, daysIn(28.5), 100).flagged).toBe(true);
  });

  it("are not flagged when nothing is left to capture", () => {
    expect(authorisationExpiry("card", authorisedAt, daysIn(6.5), 0).flagged).toBe(false);
  });
});
