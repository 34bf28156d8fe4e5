import { describe, expect, it } from "vitest";
import { linkClickOn as clickOn } from "../navigation/link-click-fake.ts";
import { routeLinkNavigation } from "./route-link-click.ts";

const here = new URL("http://shop.test/uk/c/Bedroom?sort=newest");

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
