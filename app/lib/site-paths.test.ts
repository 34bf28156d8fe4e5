import { describe, expect, it } from "vitest";
import { pageAddress, splitVersionPath } from "./site-paths.ts";

describe("splitVersionPath", () => {
  it("reads the version and the rest of the path", () => {
    expect(splitVersionPath("/us/help/delivery")).toEqual({ version: "us", path: "help/delivery" });
    expect(splitVersionPath("/elsewhere/x")).toEqual({ version: "uk", path: "x" });
  });

  it("sees through the loader-data addresses of client navigations", () => {
    expect(splitVersionPath("/row/our-world.data")).toEqual({ version: "row", path: "our-world" });
    expect(splitVersionPath("/uk.data")).toEqual({ version: "uk", path: "" });
    expect(pageAddress("/_root.data")).toBe("");
    expect(pageAddress("/uk/help/data")).toBe("/uk/help/data");
  });
});
