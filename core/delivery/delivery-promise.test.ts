import { describe, expect, it } from "vitest";
import { deliveryPromise, formatDeliveryDate } from "./delivery-promise.ts";

const saturday = { refusal: null, cutOff: "2026-11-27T20:00:00.000Z", deliveryDate: "2026-11-28" } as const;

describe("deliveryPromise", () => {
  it("counts the hours and whole minutes left to the cut-off", () => {
    expect(deliveryPromise(saturday, new Date("2026-11-27T16:47:30Z"))).toEqual({
      hours: 3,
      minutes: 12,
      deliveryDate: "2026-11-28",
    });
  });

  it("promises nothing once the cut-off has passed, or more than a day before it", () => {
    expect(deliveryPromise(saturday, new Date("2026-11-27T20:00:00Z"))).toBeNull();
    expect(deliveryPromise(saturday, new Date("2026-11-27T19:59:30Z"))).toBeNull();
    expect(deliveryPromise(saturday, new Date("2026-11-26T20:00:00Z"))).toBeNull();
    expect(deliveryPromise(saturday, new Date("2026-11-26T20:01:00Z"))).toEqual({
      hours: 23,
      minutes: 59,
      deliveryDate: "2026-11-28",
    });
  });

  it("promises nothing for a mode that cannot be picked or has no cut-off", () => {
    const now = new Date("2026-11-27T16:00:00Z");
    expect(deliveryPromise({ ...saturday, refusal: "gifting" }, now)).toBeNull();
    expect(deliveryPromise({ ...saturday, cutOff: null }, now)).toBeNull();
  });
});

describe("formatDeliveryDate", () => {
  it("writes the date as each locale does", () => {
    expect(formatDeliveryDate("2026-11-28", "en-GB")).toBe("Saturday 28 November");
    expect(formatDeliveryDate("2026-11-28", "en-US")).toBe("Saturday, November 28");
  });
});
