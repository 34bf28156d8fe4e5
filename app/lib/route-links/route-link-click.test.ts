import { describe, expect, it } from "vitest";
import type { LinkClick } from "../navigation/plain-link-click.ts";
import { routeLinkNavigation } from "./route-link-click.ts";

const here = new URL("http://shop.test/uk/c/Bedroom?sort=newest");

/** A clicked element inside an anchor with these attributes (the part of the DOM the decision reads). */
function clickOn(attributes: Record<string, string>, overrides: Partial<LinkClick> = {}): LinkClick {
  const anchor = {
    getAttribute: (name: string) => attributes[name] ?? null,
    hasAttribute: (name: string) => name in attributes,
  };
  const target = {
    closest: (selector: string) =>
      selector === "a[data-route-link]" && "data-route-link" in attributes ? anchor : null,
  };
  return {
    defaultPrevented: false,
    button: 0,
    metaKey: false,
    altKey: false,
    ctrlKey: false,
    shiftKey: false,
    target: target as unknown as EventTarget,
    ...overrides,
  };
}

describe("routeLinkNavigation", () => {
  it("follows a plain click on a route link in the browser", () => {
    const click = clickOn({ "data-route-link": "", href: "/uk/Towels/p/P1?swatch=P1-white" });
    expect(routeLinkNavigation(click, here)).toEqual({
      to: "/uk/Towels/p/P1?swatch=P1-white",
      replace: false,
      preventScrollReset: false,
    });
  });

  it("passes on replace and keep-scroll", () => {
    const click = clickOn({
      "data-route-link": "",
      href: "/uk/c/Bedroom?sort=price-asc",
      "data-replace": "",
      "data-keep-scroll": "",
    });
    expect(routeLinkNavigation(click, here)).toMatchObject({ replace: true, preventScrollReset: true });
  });

  it("replaces the history entry when the link is the page already shown", () => {
    const click = clickOn({ "data-route-link": "", href: "/uk/c/Bedroom?sort=newest" });
    expect(routeLinkNavigation(click, here)?.replace).toBe(true);
  });

  it("leaves the browser to follow what is not a plain click on a route link of this site", () => {
    const link = { "data-route-link": "", href: "/uk/help" };
    expect(routeLinkNavigation(clickOn({ href: "/uk/help" }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn(link, { metaKey: true }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn(link, { ctrlKey: true }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn(link, { shiftKey: true }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn(link, { button: 1 }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn(link, { defaultPrevented: true }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn({ ...link, target: "_blank" }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn({ ...link, download: "" }), here)).toBeNull();
    expect(routeLinkNavigation(clickOn({ ...link, href: "https://elsewhere.test/uk/" }), here)).toBeNull();
    expect(routeLinkNavigation({ ...clickOn(link), target: null }, here)).toBeNull();
  });

  it("leaves an anchor on the same page to the browser, which scrolls to it", () => {
    const click = clickOn({ "data-route-link": "", href: "/uk/c/Bedroom?sort=newest#reviews" });
    expect(routeLinkNavigation(click, here)).toBeNull();
  });
});

describe("routeLinkNavigation to a help alias (spec 000 §2)", () => {
  it("goes to the alias's help page, keeping the query and hash", () => {
    const click = clickOn({ "data-route-link": "", href: "/uk/wedding-list?from=banner#faq" });
    expect(routeLinkNavigation(click, here)?.to).toBe("/uk/help/wedding-list?from=banner#faq");
  });

  it("leaves the pages under an alias that are pages of their own", () => {
    const click = clickOn({ "data-route-link": "", href: "/uk/gift-cards/balance" });
    expect(routeLinkNavigation(click, here)?.to).toBe("/uk/gift-cards/balance");
  });
});
