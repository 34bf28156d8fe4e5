import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { benchNginxConfig, readNginxRecipe } from "./nginx-recipe.ts";

const operations = readFileSync(join(import.meta.dirname, "../../docs/operations.md"), "utf8");

describe("the reverse-proxy recipe the bench runs", () => {
  it("is read from docs/operations.md and keeps its caching rules", () => {
    const recipe = readNginxRecipe(operations);
    expect(recipe).toContain("proxy_cache pages;");
    expect(recipe).toMatch(/proxy_cache_key .*\$cookie_twc_consent/);
    expect(recipe).toMatch(/proxy_no_cache .*\$cookie_twc_region/);
  });

  it("is made runnable on loopback with only its upstream, port and cache folder changed", () => {
    const recipe = readNginxRecipe(operations);
    const config = benchNginxConfig(recipe, { storePort: 4100, listenPort: 4103, dir: "/tmp/run" });
    expect(config).toContain("upstream storefront { server 127.0.0.1:4100; keepalive 32; }");
    expect(config).toContain("listen 127.0.0.1:4103;");
    expect(config).toContain("proxy_cache_path /tmp/run/cache ");
    expect(config).not.toContain("/var/cache/nginx");
    // Everything else as written.
    for (const line of recipe.split("\n").filter((l) => /proxy_(cache|no_cache|set_header)/.test(l)))
      if (!line.includes("proxy_cache_path")) expect(config).toContain(line.trim());
  });

  it("refuses a recipe it can no longer adapt, rather than measure something else", () => {
    expect(() =>
      benchNginxConfig("server { listen 8080; }", { storePort: 1, listenPort: 2, dir: "/x" }),
    ).toThrow(/no longer has/);
    expect(() => readNginxRecipe("# nothing here")).toThrow(/no nginx block/);
  });
});
