import { describe, expect, it } from "vitest";
import type { NavigationNode } from "../content/content-types.ts";
import { menuSections, menuTops, visibleVariantText } from "./navigation-menu.ts";

function node(partial: Partial<NavigationNode> & { id: string }): NavigationNode {
  return {
    amplienceId: null,
    label: partial.id,
    link: { linkName: partial.label ?? partial.id, url: `/${partial.id}`, category: null },
    groupName: null,
    alignRight: false,
    isVisible: true,
    isRoot: false,
    isTrunk: false,
    isBranch: false,
    isLeaf: false,
    type: "CMSNavigationNode",
    twcBannerComponents: [],
    navigationNode: { children: [] },
    ...partial,
  };
}

describe("menu sections (spec 000 main navigation)", () => {
  const tree = [
    node({
      id: "root",
      isRoot: true,
      navigationNode: {
        children: [
          node({
            id: "bedroom",
            label: "Bedroom",
            navigationNode: {
              children: [
                node({
                  id: "col",
                  label: "Shop by category",
                  navigationNode: { children: [node({ id: "duvets", isLeaf: true })] },
                }),
                node({ id: "under", groupName: "underNavigation", isLeaf: true }),
              ],
            },
          }),
          node({ id: "sale", label: "Sale", alignRight: true }),
        ],
      },
    }),
  ];

  it("makes the root's children the top items with columns and under-navigation links", () => {
    const [bedroom, sale] = menuSections(tree);
    expect(bedroom?.label).toBe("Bedroom");
    expect(bedroom?.columns).toEqual([
      { id: "col", title: "Shop by category", links: [{ id: "duvets", linkName: "duvets", url: "/duvets" }] },
    ]);
    expect(bedroom?.underNavigation.map((link) => link.id)).toEqual(["under"]);
    expect(sale?.alignRight).toBe(true);
    expect(sale?.columns).toEqual([]);
  });

  it("gives pages the top items with whether each has a submenu, worked out once per navigation", () => {
    expect(menuTops(menuSections(tree))).toEqual([
      { id: "bedroom", label: "Bedroom", url: "/bedroom", alignRight: false, hasPanel: true, hasLinks: true },
      { id: "sale", label: "Sale", url: "/sale", alignRight: true, hasPanel: false, hasLinks: false },
    ]);
    expect(menuSections(tree)).toBe(menuSections(tree));
    expect(menuTops(menuSections(tree))).toBe(menuTops(menuSections(tree)));
    expect(menuSections([...tree])).not.toBe(menuSections(tree));
  });

  it("hides the colour No Colour and the size One Size", () => {
    expect(visibleVariantText("No Colour", "No Colour")).toBeNull();
    expect(visibleVariantText("One Size", "One Size")).toBeNull();
    expect(visibleVariantText("Sage", "No Colour")).toBe("Sage");
    expect(visibleVariantText("", "One Size")).toBeNull();
  });
});
