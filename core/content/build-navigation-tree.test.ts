import { describe, expect, it } from "vitest";
import { buildNavigationTree } from "./build-navigation-tree.ts";
import type { NavigationRow } from "./content-repository.ts";

const row = (over: Partial<NavigationRow>): NavigationRow => ({
  id: "x",
  menu: "main",
  parentId: null,
  position: 0,
  nodeType: "leaf",
  componentType: "CMSLinkComponent",
  label: "",
  linkName: "",
  url: null,
  groupName: null,
  alignRight: false,
  isVisible: true,
  amplienceId: null,
  banner: null,
  ...over,
});

describe("navigation tree", () => {
  it("nests nodes by parent in position order, drops hidden ones and resolves banner images", () => {
    const tree = buildNavigationTree(
      [
        row({ id: "root", nodeType: "root" }),
        row({
          id: "b",
          parentId: "root",
          nodeType: "trunk",
          position: 2,
          linkName: "Bathroom",
          url: "/c/Bathroom",
        }),
        row({
          id: "a",
          parentId: "root",
          nodeType: "trunk",
          position: 1,
          linkName: "Bedroom",
          url: "/c/Bedroom",
          banner: {
            headline: "Sleep well",
            content: "",
            link: { linkName: "Shop", url: "/c/Bedroom" },
            image: { imageId: "banner-1", altText: "A bed" },
          },
        }),
        row({ id: "hidden", parentId: "root", nodeType: "trunk", position: 3, isVisible: false }),
        row({
          id: "leaf",
          parentId: "a",
          position: 1,
          linkName: "Duvet covers",
          url: "/Bedroom/Bed-Linen/c/Duvet-Covers",
        }),
      ],
      new Map([
        ["banner-1", { url: "/images/banner-1/1200.webp", altText: "A bed", width: 2000, height: 1250 }],
      ]),
    );
    const [root] = tree;
    expect(root?.isRoot).toBe(true);
    const trunks = root?.navigationNode.children ?? [];
    expect(trunks.map((t) => t.id)).toEqual(["a", "b"]);
    expect(trunks[0]?.twcBannerComponents[0]?.image.url).toBe("/images/banner-1/1200.webp");
    expect(trunks[0]?.navigationNode.children[0]?.link).toEqual({
      linkName: "Duvet covers",
      url: "/Bedroom/Bed-Linen/c/Duvet-Covers",
      category: "Duvet-Covers",
    });
  });
});
