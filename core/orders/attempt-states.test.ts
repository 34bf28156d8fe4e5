import { describe, expect, it } from "vitest";
import { attemptKey, canMove, isUnsettled, statusesBefore } from "./attempt-states.ts";

describe("order attempt states", () => {
  it("authorise before they write and end placed, declined or voided", () => {
    expect(canMove("authorising", "authorised")).toBe(true);
    expect(canMove("authorising", "declined")).toBe(true);
    expect(canMove("authorised", "placed")).toBe(true);
    expect(canMove("authorised", "voided")).toBe(true);
  });

  it("start offered when a card page is offered: claimed to place it, or declined once it expired unpaid", () => {
    expect(canMove("offered", "authorising")).toBe(true);
    expect(canMove("offered", "declined")).toBe(true);
    expect(canMove("offered", "placed")).toBe(false);
    expect(canMove("offered", "voided")).toBe(false);
    // An offered page is not yet being worked: a repeated request claims it rather than waits for it.
    expect(isUnsettled("offered")).toBe(false);
  });

  it("never place without an authorisation, nor leave an end state", () => {
    expect(canMove("authorising", "placed")).toBe(false);
    expect(canMove("declined", "authorised")).toBe(false);
    for (const end of ["placed", "declined", "voided"] as const) {
      expect(canMove(end, "voided")).toBe(false);
      expect(canMove(end, "placed")).toBe(false);
    }
  });

  it("void only what was authorised (a placed order's payment is never voided)", () => {
    expect(statusesBefore("voided")).toEqual(["authorised"]);
    expect(statusesBefore("placed")).toEqual(["authorised"]);
  });

  it("make a repeated request wait only while the first is still working", () => {
    expect(isUnsettled("authorising")).toBe(true);
    expect(isUnsettled("authorised")).toBe(true);
    expect(isUnsettled("placed")).toBe(false);
    expect(isUnsettled("declined")).toBe(false);
  });

  it("key one attempt by the cart's owner, version and the page's attempt id", () => {
    expect(attemptKey({ ownerGuid: "o-1", version: "uk" }, "a1b2c3d4")).toBe("order:o-1:uk:a1b2c3d4");
    expect(attemptKey({ ownerGuid: "o-1", version: "us" }, "a1b2c3d4")).not.toBe(
      attemptKey({ ownerGuid: "o-1", version: "uk" }, "a1b2c3d4"),
    );
  });
});
