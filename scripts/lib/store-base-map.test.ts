import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildStoreBaseMap } from "./store-base-map.ts";

const committed = join(import.meta.dirname, "../../app/components/store-map/base-map.json");

describe("the store map's base map", () => {
  it("is the committed file, so it can always be rebuilt from the world-atlas package", () => {
    expect(readFileSync(committed, "utf8") === buildStoreBaseMap()).toBe(true);
  });

  it("holds the land around every region with stores, and stays small enough to load when the map opens", () => {
    const text = readFileSync(committed, "utf8");
    const map = JSON.parse(text) as { objects: { land: { geometries: { properties: { name: string } }[] } } };
    const names = map.objects.land.geometries.map((g) => g.properties.name);
    expect(names).toEqual(expect.arrayContaining(["United Kingdom", "Ireland", "United States of America"]));
    expect(text.length).toBeLessThan(250_000);
  });
});
