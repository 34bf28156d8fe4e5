import { describe, expect, it } from "vitest";
import { createSandboxDistrictLocator } from "./sandbox-postcode-districts.ts";

const locator = createSandboxDistrictLocator();

describe("the sandbox district locator", () => {
  it("places a postcode at the centre of the town its district belongs to, however it is typed", async () => {
    const bath = { latitude: 51.3811, longitude: -2.359 };
    expect(await locator.locate("BA1 1DA", "GB")).toEqual(bath);
    expect(await locator.locate("ba2 4qj", "gb")).toEqual(bath);
    expect(await locator.locate("BA11DA", "GB")).toEqual(bath);
    expect(await locator.locate("BA1", "GB")).toEqual(bath);
  });

  it("does not know districts outside the network, other countries or text that is not a postcode", async () => {
    expect(await locator.locate("IV2 3AB", "GB")).toBeNull();
    expect(await locator.locate("BA1 1DA", "US")).toBeNull();
    expect(await locator.locate("Bath", "GB")).toBeNull();
  });
});
