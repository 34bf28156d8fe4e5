import { describe, expect, it } from "vitest";
import { UK_STORES } from "../data/seed/stores/uk-stores.ts";
import { createSandboxCollectionPoints } from "../providers/collection-points/sandbox-collection-points.ts";

// The sandbox Collect+ network must reach every seeded UK store town (issue 15 point 5): checked here, where the
// seed (data/) and the sandbox (providers/) may both be read.
describe("the sandbox Collect+ network and the seeded stores", () => {
  it("has points within three miles of every UK store, but for Belfast (Collect+ serves Great Britain)", async () => {
    const finder = createSandboxCollectionPoints();
    const without: string[] = [];
    for (const store of UK_STORES) {
      const near = await finder.near(store.latitude, store.longitude, { limit: 3, radiusMiles: 3 });
      if (near.length < 3) without.push(store.town);
    }
    expect(without).toEqual(["Belfast"]);
  });
});
