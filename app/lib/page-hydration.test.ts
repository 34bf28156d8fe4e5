import { describe, expect, it, vi } from "vitest";

// The module keeps the page's state in its own variables: each case starts from a fresh copy.
async function freshPageHydration() {
  vi.resetModules();
  return import("./page-hydration.ts");
}

describe("page hydration", () => {
  it("is not over before the root's first effect", async () => {
    const { isPageHydrated } = await freshPageHydration();
    expect(isPageHydrated()).toBe(false);
  });

  it("is over once the root's first effect has run", async () => {
    const { isPageHydrated, notePageHydrated } = await freshPageHydration();
    notePageHydrated();
    expect(isPageHydrated()).toBe(true);
  });

  it("stays open while any part still hydrating holds it, however the holds are released", async () => {
    const { holdPageHydration, isPageHydrated, notePageHydrated } = await freshPageHydration();
    const releaseHeader = holdPageHydration();
    const releaseMain = holdPageHydration();
    notePageHydrated();
    expect(isPageHydrated()).toBe(false);
    releaseHeader();
    // A release called twice counts once: the main still holds the page open.
    releaseHeader();
    expect(isPageHydrated()).toBe(false);
    releaseMain();
    expect(isPageHydrated()).toBe(true);
  });
});
