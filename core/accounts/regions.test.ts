import { describe, expect, it } from "vitest";
import { subdivisionCodeOf } from "./regions.ts";

describe("subdivisionCodeOf", () => {
  it("drops the country of an ISO 3166-2 code, as the address form stores it", () => {
    expect(subdivisionCodeOf("US-NY")).toBe("NY");
    expect(subdivisionCodeOf("AU-NSW")).toBe("NSW");
  });

  it("keeps a code that has no country, and no region", () => {
    expect(subdivisionCodeOf("NY")).toBe("NY");
    expect(subdivisionCodeOf(null)).toBeNull();
  });
});
