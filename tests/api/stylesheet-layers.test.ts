import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// The cascade layers' order is set where the browser first reads each name: base.css declares `reset, ui`, so a
// shared component's rules (layer ui) beat the element reset (layer reset). A stylesheet whose own `@layer ui`
// reached the page before that statement reversed the order, and every button link took the reset's inherited
// colour (a primary button's text at 2.4:1 on the saved-items page).
const CLIENT = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

describe("stylesheet cascade layers", () => {
  it.each(["/uk/", "/uk/saved-items", "/uk/our-stores", "/us/bag"])(
    "%s names the layers' order before any layered rule",
    async (path) => {
      const response = await harness.app.request(`http://localhost${path}`);
      const html = await response.text();
      // The page's own <style> blocks and its stylesheets, in the order the browser reads them.
      const css = [
        ...html.matchAll(/<style[^>]*>([^<]*)<\/style>|<link[^>]* rel="stylesheet" href="([^"#]+)/g),
      ]
        .map((m) => m[1] ?? readFileSync(resolve(CLIENT, `.${m[2] as string}`), "utf8"))
        .join("\n");
      expect(css).toContain("@layer");
      // Each layer's place is where its name first appears, in a statement or a block.
      const names = [...css.matchAll(/@layer\s*([^{;]+)[{;]/g)].flatMap((m) =>
        (m[1] as string).split(",").map((name) => name.trim()),
      );
      expect([...new Set(names)]).toEqual(["reset", "ui"]);
    },
  );
});
