import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { enGB } from "../../app/lib/text/en-GB.ts";
import { enUS } from "../../app/lib/text/en-US.ts";
import { createTestApp } from "../setup/api-app.ts";

// Decision 065: the browser's catalogue holds the texts its modules name, so a page's script carries its own
// wording and no other's. Each journey also fails on a text the browser did not have (tests/e2e/fixtures.ts).
const CLIENT = resolve(import.meta.dirname, "../..", process.env.BUILD_DIR ?? "build", "client");

const harness = await createTestApp();
afterAll(() => harness.close());

/** The source of every script a page loads before it hydrates: the files its markup names. */
async function pageScripts(path: string): Promise<string> {
  const html = await (await harness.app.request(`http://localhost${path}`)).text();
  const files = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((m) => m[0]));
  expect(files.size).toBeGreaterThan(3);
  return [...files].map((file) => readFileSync(resolve(CLIENT, `.${file}`), "utf8")).join("\n");
}

/** A text as it stands in a built script: a JSON string, or a template literal where it has no quotes to escape. */
function carries(script: string, text: string): boolean {
  return script.includes(JSON.stringify(text)) || script.includes(`\`${text}\``);
}

describe("the browser's text catalogue", () => {
  it("carries the home page's own wording and not the checkout's", async () => {
    const script = await pageScripts("/uk/");
    expect(carries(script, enGB["header.account"])).toBe(true);
    expect(carries(script, enGB["footer.newsletter.copy"])).toBe(true);
    expect(carries(script, enGB["checkout.failed.title"])).toBe(false);
    expect(carries(script, enGB["myAccount.intro"])).toBe(false);
  });

  it("carries the US wording of what a US page names", async () => {
    const script = await pageScripts("/us/");
    const copyright = enUS["footer.copyright"] as string;
    expect(carries(script, copyright)).toBe(true);
  });
});
