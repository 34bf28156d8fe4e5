import { describe, expect, it } from "vitest";
import { isDomainError } from "./domain-error.ts";
import { acceptedOrThrow, refusalError, refuse } from "./refusal.ts";

describe("refusals as values", () => {
  it("carries the kind, the wording and the field messages, leaving fields out when there are none", () => {
    expect(refuse("outOfStock", "Sold out.")).toEqual({
      ok: false,
      refusal: { kind: "outOfStock", message: "Sold out." },
    });
    expect(refuse("invalid", "Too many.", { quantity: "Too many." }).refusal.fields).toEqual({
      quantity: "Too many.",
    });
  });

  it("becomes at the boundary the DomainError the shared error mapping answers", () => {
    const error = refusalError(refuse("invalid", "Too many.", { quantity: "Too many." }).refusal);
    expect(isDomainError(error)).toBe(true);
    expect(error).toMatchObject({ kind: "invalid", message: "Too many.", fields: { quantity: "Too many." } });
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it("passes an accepted result through and throws a refused one", () => {
    expect(acceptedOrThrow({ ok: true, count: 2 })).toEqual({ ok: true, count: 2 });
    expect(() => acceptedOrThrow(refuse("notFound", "Gone."))).toThrow("Gone.");
  });
});
