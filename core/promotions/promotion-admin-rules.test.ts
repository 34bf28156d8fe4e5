import { describe, expect, it } from "vitest";
import {
  datesRefusal,
  expireRefusal,
  promotionDraftSchema,
  promotionState,
} from "./promotion-admin-rules.ts";

const valid = {
  code: " summer-10 ",
  kind: "percentOff",
  value: 10,
  currency: null,
  threshold: null,
  startsAt: null,
  endsAt: null,
  stackable: false,
  description: "10% off",
};
const now = new Date("2026-11-29T12:00:00Z");

describe("a new promotion code", () => {
  it("is stored trimmed and upper case", () => {
    expect(promotionDraftSchema.parse(valid).code).toBe("SUMMER-10");
  });

  it.each([
    [{ code: "summer 10" }, "code"],
    [{ value: 0 }, "value"],
    [{ value: 101 }, "value"],
    [{ kind: "amountOff", value: 500 }, "currency"],
    [{ kind: "amountOff", value: 0, currency: "GBP" }, "value"],
    [{ kind: "freeStandardDelivery", value: 5 }, "value"],
    [{ threshold: 7_500 }, "currency"],
    [{ startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" }, "endsAt"],
    [{ description: " " }, "description"],
    [{ currency: "JPY" }, "currency"],
  ])("refuses %o, on its field", (change, field) => {
    const result = promotionDraftSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toContain(field);
  });

  it("takes an amount off with its currency and a threshold", () => {
    const parsed = promotionDraftSchema.parse({
      ...valid,
      kind: "amountOff",
      value: 1_000,
      currency: "GBP",
      threshold: 7_500,
      startsAt: "2026-12-01T00:00:00+01:00",
    });
    expect(parsed).toMatchObject({ value: 1_000, threshold: 7_500, startsAt: "2026-11-30T23:00:00.000Z" });
  });
});

describe("a code's state and its changes", () => {
  it("is live from its start up to, not at, its end (decision 015)", () => {
    expect(promotionState({ startsAt: null, endsAt: null }, now)).toBe("live");
    expect(promotionState({ startsAt: "2026-11-29T12:00:00.000Z", endsAt: null }, now)).toBe("live");
    expect(promotionState({ startsAt: "2026-11-29T12:00:01.000Z", endsAt: null }, now)).toBe("scheduled");
    expect(promotionState({ startsAt: null, endsAt: "2026-11-29T12:00:00.000Z" }, now)).toBe("ended");
  });

  it("never ends before it starts, and ends only once", () => {
    expect(datesRefusal("2026-12-01T00:00:00.000Z", "2026-12-01T00:00:00.000Z")).toBe("endsBeforeStart");
    expect(datesRefusal(null, "2026-12-01T00:00:00.000Z")).toBeNull();
    expect(expireRefusal({ startsAt: null, endsAt: "2026-11-28T00:00:00.000Z" }, now)).toBe("alreadyEnded");
    expect(expireRefusal({ startsAt: "2026-12-01T00:00:00.000Z", endsAt: null }, now)).toBeNull();
  });
});
