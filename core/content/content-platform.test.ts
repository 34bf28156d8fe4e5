import { describe, expect, it } from "vitest";
import type { Version } from "../site/versions.ts";
import { createContentPlatform } from "./content-platform.ts";
import type { ContentRepository } from "./content-repository.ts";

const TILE = { headline: "Bedroom", imageId: "tile-bedroom" };
const content = {
  navigation: async () => [],
  components: async (slots: readonly string[]) =>
    slots.includes("promoTiles")
      ? [
          {
            id: "tiles-1",
            slot: "promoTiles",
            position: 0,
            componentType: "promoTiles",
            data: { tiles: [TILE] },
          },
        ]
      : [],
  page: async (path: string) =>
    path === "help/delivery"
      ? { id: "page-delivery", path, title: "Delivery", description: "How we deliver", template: "content" }
      : null,
  pageSlots: async () => [
    { id: "p:hero:0", slot: "hero", position: 0, componentType: "hero", data: { imageId: "hero-1" } },
  ],
  images: async (ids: readonly string[]) =>
    ids
      .filter((id) => id !== "missing")
      .map((id) => ({ id, alt: `Picture ${id}`, width: 1600, height: 2000 })),
} satisfies ContentRepository;

function platform(enabled: (version: Version) => boolean = () => true) {
  return createContentPlatform({
    content,
    platform: {
      componentById: async (id) =>
        id === "tiles-1"
          ? { id, slot: "promoTiles", position: 0, componentType: "promoTiles", data: { tiles: [TILE] } }
          : null,
      pageById: async () => null,
    },
    enabled,
  });
}

describe("the content platform's calls from our content store (spec 002 §7)", () => {
  it("leaves linked images as links at depth root", async () => {
    const answer = await platform().byId("tiles-1", "uk", { depth: "root", format: "inlined" });
    expect(answer).toEqual({
      content: {
        _meta: { schema: "promoTiles", deliveryId: "tiles-1" },
        tiles: [
          { headline: "Bedroom", image: { _meta: { schema: "image-link", deliveryId: "tile-bedroom" } } },
        ],
      },
    });
  });

  it("inlines linked images at depth all, format inlined", async () => {
    const answer = await platform().byId("tiles-1", "uk", { depth: "all", format: "inlined" });
    expect((answer.content as { tiles: unknown[] }).tiles[0]).toEqual({
      headline: "Bedroom",
      image: {
        _meta: { schema: "image", deliveryId: "tile-bedroom" },
        url: "/images/tile-bedroom/1200.webp",
        altText: "Picture tile-bedroom",
        width: 1600,
        height: 2000,
      },
    });
  });

  it("lists linked images beside the item with format linkedData", async () => {
    const answer = await platform().byId("tiles-1", "uk", { depth: "all", format: "linkedData" });
    expect(answer).toMatchObject({ linkedContent: [{ _meta: { deliveryId: "tile-bedroom" } }] });
    expect(JSON.stringify(answer.content)).toContain("image-link");
  });

  it("answers a page by key with its slots, and a slot's items", async () => {
    const page = await platform().byKey("help/delivery", "us", { depth: "root", format: "inlined" });
    expect(page.content).toMatchObject({
      _meta: { schema: "page", deliveryId: "page-delivery", deliveryKey: "help/delivery" },
      title: "Delivery",
      slots: { hero: [{ _meta: { schema: "hero", deliveryId: "p:hero:0" } }] },
    });
    const slot = await platform().bySlot("promoTiles", "uk", { depth: "root", format: "inlined" });
    expect(slot.content).toMatchObject({ _meta: { schema: "slot", deliveryId: "promoTiles" }, items: [{}] });
  });

  it("gives an image's size, and its text alternative and orientation with metadata", async () => {
    expect(await platform().imageMetadata("hero-1", "uk", false)).toEqual({
      name: "hero-1",
      url: "/images/hero-1/1200.webp",
      format: "WEBP",
      width: 1600,
      height: 2000,
    });
    expect(await platform().imageMetadata("hero-1", "uk", true)).toMatchObject({
      metadata: { altText: "Picture hero-1", orientation: "portrait" },
    });
  });

  it("answers not found for what does not exist, and for a version whose headlessCms toggle is off", async () => {
    await expect(platform().byId("nope", "uk", { depth: "root", format: "inlined" })).rejects.toMatchObject({
      kind: "notFound",
    });
    await expect(platform().imageMetadata("missing", "uk", true)).rejects.toMatchObject({ kind: "notFound" });
    const off = platform((version) => version !== "us");
    await expect(off.bySlot("promoTiles", "us", { depth: "root", format: "inlined" })).rejects.toMatchObject({
      kind: "notFound",
    });
    await expect(off.bySlot("promoTiles", "uk", { depth: "root", format: "inlined" })).resolves.toBeDefined();
  });
});
