import { describe, expect, it } from "vitest";
import { CHANGE_MESSAGES, type ChangeableLine, checkChange } from "./line-changes.ts";

const line = (
  entryNumber: number,
  quantity: number,
  units: Partial<ChangeableLine> = {},
): ChangeableLine => ({
  entryNumber,
  quantity,
  dispatched: 0,
  cancelled: 0,
  refunded: 0,
  giftCard: false,
  ...units,
});

describe("what may happen to an order's units", () => {
  it("dispatches placed units and answers the lines after", () => {
    const checked = checkChange("dispatch", [line(0, 3), line(1, 1)], [{ entryNumber: 0, quantity: 2 }]);
    expect(checked).toEqual({ ok: true, lines: [line(0, 3, { dispatched: 2 }), line(1, 1)] });
  });

  it("refuses to dispatch or cancel more than is still placed, saying how many are left", () => {
    const lines = [line(0, 3, { dispatched: 1, cancelled: 1 })];
    expect(checkChange("dispatch", lines, [{ entryNumber: 0, quantity: 2 }])).toEqual({
      ok: false,
      refusal: { kind: "conflict", message: CHANGE_MESSAGES.notEnough(0, "dispatch", 1) },
    });
    expect(checkChange("cancel", [line(0, 1, { dispatched: 1 })], [{ entryNumber: 0, quantity: 1 }])).toEqual(
      {
        ok: false,
        refusal: { kind: "conflict", message: "Line 0 has nothing left to cancel." },
      },
    );
  });

  it("refunds only units dispatched and not yet refunded", () => {
    expect(checkChange("refund", [line(0, 2)], [{ entryNumber: 0, quantity: 1 }]).ok).toBe(false);
    const lines = [line(0, 2, { dispatched: 2, refunded: 1 })];
    expect(checkChange("refund", lines, [{ entryNumber: 0, quantity: 1 }])).toMatchObject({ ok: true });
    expect(checkChange("refund", lines, [{ entryNumber: 0, quantity: 2 }])).toMatchObject({
      ok: false,
      refusal: { message: "Line 0 has only 1 unit left to refund." },
    });
  });

  it("never lets a cancelled unit be dispatched", () => {
    const lines = [line(0, 1, { cancelled: 1 })];
    expect(checkChange("dispatch", lines, [{ entryNumber: 0, quantity: 1 }]).ok).toBe(false);
  });

  it("refuses an empty change, an unknown line, a line named twice and a quantity below one", () => {
    const lines = [line(0, 2)];
    expect(checkChange("dispatch", lines, [])).toMatchObject({
      refusal: { message: CHANGE_MESSAGES.noLines },
    });
    expect(checkChange("dispatch", lines, [{ entryNumber: 7, quantity: 1 }])).toMatchObject({
      refusal: { kind: "invalid", message: CHANGE_MESSAGES.unknownLine(7) },
    });
    expect(
      checkChange("dispatch", lines, [
        { entryNumber: 0, quantity: 1 },
        { entryNumber: 0, quantity: 1 },
      ]),
    ).toMatchObject({ refusal: { message: CHANGE_MESSAGES.repeatedLine(0) } });
    expect(checkChange("dispatch", lines, [{ entryNumber: 0, quantity: 0 }]).ok).toBe(false);
  });

  it("dispatches a gift card bought but neither cancels nor refunds it (its card is issued)", () => {
    const lines = [line(0, 1, { giftCard: true })];
    expect(checkChange("dispatch", lines, [{ entryNumber: 0, quantity: 1 }]).ok).toBe(true);
    expect(checkChange("cancel", lines, [{ entryNumber: 0, quantity: 1 }])).toMatchObject({
      refusal: { message: CHANGE_MESSAGES.giftCardLine(0) },
    });
  });
});
