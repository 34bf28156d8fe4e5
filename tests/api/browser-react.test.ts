import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// Decision 066: the server renders with React, the browser runs the same components on Preact. React DOM's
// production build names its error page in every thrown error; Preact's core marks each vnode with Symbol.for("pv").
const CLIENT = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

const harness = await createTestApp();
afterAll(() => harness.close());

describe("the browser's React", () => {
  it("is Preact in every script the home page loads, while the page itself is React's render", async () => {
    const html = await (await harness.app.request("http://localhost/uk/")).text();
    const files = [...new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]))];
    const scripts = files.map((file) => readFileSync(resolve(CLIENT, `.${file}`), "utf8")).join("\n");
    expect(scripts).not.toContain("react.dev/errors");
    expect(scripts).toMatch(/Symbol\.for\(["'`]pv["'`]\)/);
    // React's server render: a text beside an expression is separated by its comment marker.
    expect(html).toContain("<!-- -->");
  });
});
