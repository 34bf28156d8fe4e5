import { describe, expect, it } from "vitest";
import { bagActionPath, isBagUpdate } from "./bag-form-fields.ts";

describe("isBagUpdate", () => {
  it("recognises a submission to the bag's action, in any version", () => {
    expect(isBagUpdate(bagActionPath("uk"))).toBe(true);
    expect(isBagUpdate("/us/bag/update")).toBe(true);
  });

  it("leaves every other submission (and a plain navigation) alone", () => {
    expect(isBagUpdate(undefined)).toBe(false);
    expect(isBagUpdate("/uk/help/contact-us")).toBe(false);
    expect(isBagUpdate("/uk/bag")).toBe(false);
  });
});
