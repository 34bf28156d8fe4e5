import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { patchPreactDiff } from "./preact-in-the-browser-plugin.ts";

const PREACT = dirname(fileURLToPath(import.meta.resolve("preact/package.json")));
const diffSource = readFileSync(join(PREACT, "src/diff/index.js"), "utf8");

describe("patchPreactDiff", () => {
  it("asks a component type's deferHydration before it renders, and takes what it returns as a thrown promise's then", () => {
    const patched = patchPreactDiff(diffSource);
    expect(patched).toContain("newType.deferHydration(newProps)");
    expect(patched).toContain("break attempt;");
    expect(patched).toContain("thrown = { then: thrown };");
    // The handler Suspense's thrown promises went to is now reached both ways, and the try no longer holds it.
    expect(patched).toMatch(
      /catch \(e\) \{\n\t\t\tthrown = e;\n\t\t\}\n\t\tif \(thrown !== __storefrontNotThrown\) \{/,
    );
  });

  it("is still valid JavaScript", () => {
    // A module body with its imports and exports taken out parses as a function's.
    const body = patchPreactDiff(diffSource)
      .replace(/^import[^;]+;$/gm, "")
      .replace(/^export /gm, "");
    expect(() => new Function(body)).not.toThrow();
  });

  it("fails, rather than building an unpatched Preact, when the diff it expects is not there", () => {
    expect(() =>
      patchPreactDiff(diffSource.replace("let renderHook = options._render,", "let hook = options._render,")),
    ).toThrow(/Preact's diff has changed/);
  });
});
