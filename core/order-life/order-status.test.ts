import { describe, expect, it } from "vitest";
import { type LineState, orderStatusOf, unitsPlaced, unitsRefundable } from "./order-status.ts";

const line = (
  quantity: number,
  units: Partial<Omit<LineState, "entryNumber" | "quantity">> = {},
  entry = 1,
) => ({
  entryNumber: entry,
  quantity,
  dispatched: 0,
  cancelled: 0,
  refunded: 0,
  ...units,
});

describe("an order's status, read off its lines", () => {
  it("is placed until a unit is dispatched", () => {
    expect(orderStatusOf([line(2), line(1, {}, 2)])).toBe("placed");
  });

  it("is partly dispatched while units wait, and dispatched once none do", () => {
    expect(orderStatusOf([line(2, { dispatched: 1 }), line(1, {}, 2)])).toBe("partlyDispatched");
    expect(orderStatusOf([line(2, { dispatched: 2 }), line(1, { dispatched: 1 }, 2)])).toBe("dispatched");
  });

  it("leaves cancelled units out: one line cancelled and the other dispatched is dispatched", () => {
    expect(orderStatusOf([line(2, { cancelled: 2 }), line(1, { dispatched: 1 }, 2)])).toBe("dispatched");
    expect(orderStatusOf([line(2, { cancelled: 1 }), line(1, {}, 2)])).toBe("placed");
  });

  it("is cancelled when every unit is", () => {
    expect(orderStatusOf([line(2, { cancelled: 2 }), line(1, { cancelled: 1 }, 2)])).toBe("cancelled");
  });

  it("is partly refunded once any unit is refunded, and refunded when every unit not cancelled is", () => {
    expect(orderStatusOf([line(2, { dispatched: 2, refunded: 1 })])).toBe("partlyRefunded");
    expect(orderStatusOf([line(2, { dispatched: 1, refunded: 1 }), line(1, {}, 2)])).toBe("partlyRefunded");
    expect(orderStatusOf([line(2, { dispatched: 1, cancelled: 1, refunded: 1 })])).toBe("refunded");
  });

  it("counts the units still open to each change", () => {
    expect(unitsPlaced(line(5, { dispatched: 2, cancelled: 1 }))).toBe(2);
    expect(unitsRefundable(line(5, { dispatched: 2, refunded: 1 }))).toBe(1);
  });
});
