import { describe, expect, it } from "vitest";
import { textKeysIn } from "./text-keys-in.ts";

// Sources with template holes written as #{…}, so that they read as what they stand for.
const source = (text: string) => text.replaceAll("#{", "$" + "{");
const KEYS = ["bag.title", "orders.status.shipped", "orders.status.delivered", "orders.title", "site.name"];

describe("the catalogue keys a module names", () => {
  it("finds keys in any kind of quotes, and nothing that is not a key", () => {
    const names = `t("bag.title"); const k = 'site.name'; label={\`orders.title\`}; "bag.titles"; "bag"; "nope.x"`;
    expect([...textKeysIn(names, KEYS)].sort()).toEqual(["bag.title", "orders.title", "site.name"]);
  });

  it("takes every key a template's fixed start begins", () => {
    expect([...textKeysIn(source("t(`orders.status.#{status}`)"), KEYS)].sort()).toEqual([
      "orders.status.delivered",
      "orders.status.shipped",
    ]);
    expect([...textKeysIn(source("t(`orders.#{name}`)"), KEYS)]).toHaveLength(3);
  });

  it("does not take a template without a dotted start, such as an address", () => {
    expect([...textKeysIn(source("fetch(`/api/#{path}`); `#{a}.#{b}`; `bag#{x}`"), KEYS)]).toEqual([]);
  });
});
