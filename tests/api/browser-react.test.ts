import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COMPILE_ALL_ON_LOAD } from "../../scripts/lib/compile-hints-plugin.ts";
import { createTestApp, Shopper } from "../setup/api-app.ts";

// Decision 066: the server renders with React; the browser runs Preact, or React when built with
// BROWSER_REACT=react. React DOM's production build names its error page in every thrown error; Preact's core
// marks each vnode with Symbol.for("pv").
const CLIENT = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");
const PREACT = process.env.BROWSER_REACT !== "react";

const harness = await createTestApp();
afterAll(() => harness.close());

describe("the browser's React", () => {
  it(`is ${PREACT ? "Preact" : "React DOM"} in the home page's scripts, while the page is React's render`, async () => {
    const html = await (await harness.app.request("http://localhost/uk/")).text();
    const files = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
    const scripts = files.map((file) => readFileSync(resolve(CLIENT, `.${file}`), "utf8")).join("\n");
    expect(scripts.includes("react.dev/errors")).toBe(!PREACT);
    expect(/Symbol\.for\(["'`]pv["'`]\)/.test(scripts)).toBe(PREACT);
    // React's server render: what it streams after the shell fills a Suspense boundary's placeholder with `$RC`. A
    // shared page is rendered whole (decision 074); the empty bag, a shopper's own, streams its strips.
    const bag = await (await new Shopper(harness.app).request("/uk/bag")).text();
    expect(bag).toMatch(/<template id="B:\d+"><\/template>/);
    expect(bag).toContain("$RC(");
  });

  it("has every script the home page loads compiled with the script, off the main thread (decision 068)", async () => {
    const html = await (await harness.app.request("http://localhost/uk/")).text();
    const files = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
    const modules = files.filter((file) => !/\/manifest-/.test(file));
    expect(modules.length).toBeGreaterThan(3);
    for (const file of modules) {
      const firstLine = readFileSync(resolve(CLIENT, `.${file}`), "utf8").split("\n", 1)[0];
      expect(firstLine, file).toBe(COMPILE_ALL_ON_LOAD);
    }
  });
});
