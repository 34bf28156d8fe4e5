import { describe, expect, it } from "vitest";
import { createAddressLookup } from "./address-lookup-provider.ts";

describe("choosing the address lookup", () => {
  it("is the sandbox by default and by name", async () => {
    for (const lookup of [createAddressLookup(), createAddressLookup("sandbox")])
      expect((await lookup.suggest("BA1 1DA", "GB", 1)).length).toBe(1);
  });

  it("refuses an unknown provider with the names there are", () => {
    expect(() => createAddressLookup("loqate")).toThrow(
      'ADDRESS_LOOKUP_PROVIDER "loqate" is not a known address lookup: use one of sandbox.',
    );
  });
});
