import { describe, expect, it } from "vitest";
import { movementsOf } from "./gift-card-balance-check.ts";

describe("a gift card's history as its holder sees it", () => {
  it("shows issues, spending and refunds, hides a bag's hold once released, and shows one still held", () => {
    expect(
      movementsOf([
        { amount: 5000, kind: "issue", reference: "issue:order:W1", createdAt: "2026-01-01T00:00:00.000Z" },
        { amount: -1000, kind: "hold", reference: "cart:7", createdAt: "2026-01-02T00:00:00.000Z" },
        { amount: 1000, kind: "release", reference: "cart:7", createdAt: "2026-01-02T00:01:00.000Z" },
        { amount: -1000, kind: "redeem", reference: "order:W2", createdAt: "2026-01-02T00:01:00.000Z" },
        { amount: 400, kind: "release", reference: "order:W2", createdAt: "2026-01-05T00:00:00.000Z" },
        { amount: -700, kind: "hold", reference: "cart:9", createdAt: "2026-01-06T00:00:00.000Z" },
        { amount: -300, kind: "hold", reference: "cart:8", createdAt: "2026-01-03T00:00:00.000Z" },
        { amount: 300, kind: "release", reference: "cart:8", createdAt: "2026-01-04T00:00:00.000Z" },
      ]),
    ).toEqual([
      { kind: "issued", amount: 5000, at: "2026-01-01T00:00:00.000Z" },
      { kind: "spent", amount: 1000, at: "2026-01-02T00:01:00.000Z" },
      { kind: "refunded", amount: 400, at: "2026-01-05T00:00:00.000Z" },
      { kind: "held", amount: 700, at: "2026-01-06T00:00:00.000Z" },
    ]);
  });
});
