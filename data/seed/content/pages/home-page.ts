import type { Insertable } from "kysely";
import { VERSIONS, type Version } from "../../../../core/site/versions.ts";
import type { ImageTable } from "../../../schema.ts";
import { bannerImageRow } from "../banner-image.ts";
import { FREE_DELIVERY } from "../free-delivery.ts";
import { kebab } from "../kebab.ts";
import { themeFor } from "../navigation/category-themes.ts";
import { type CategoryNode, categoryUrl, childrenOf, topLevel } from "../read-categories.ts";
import { type PageRow, type PageSlotRow, pageId } from "./content-page.ts";

/** The categories the home page features, chosen by name since the catalogue is seeded separately. */
interface HomeCategories {
  newIn: CategoryNode;
  bedroom: CategoryNode;
  tiles: CategoryNode[];
}

export function chooseHomeCategories(categories: readonly CategoryNode[]): HomeCategories | null {
  const trunks = topLevel(categories).sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
  const first = trunks[0];
  if (!first) return null;
  const byTheme = (key: string) => trunks.find((trunk) => themeFor(trunk.name).key === key);
  const newIn = byTheme("new") ?? first;
  const bedroom = byTheme("bedroom") ?? trunks.find((trunk) => trunk !== newIn) ?? first;
  const shoppable = trunks.filter((trunk) => !["new", "sale"].includes(themeFor(trunk.name).key));
  // Prefer top-level rooms for the tiles; fill up with their sub-categories when there are few.
  const candidates = [...shoppable, ...shoppable.flatMap((trunk) => childrenOf(categories, trunk.code))];
  return { newIn, bedroom, tiles: candidates.slice(0, 4) };
}

const HERO_IMAGE = "banner-home-hero";
const EDITORIAL_IMAGE = "banner-home-editorial";

// UK and rest-of-world read en-GB; the US site reads en-US (spec 000 §1).
const WORDING: Record<Version, { colour: string; favourite: string }> = {
  uk: { colour: "colour", favourite: "favourite" },
  us: { colour: "color", favourite: "favorite" },
  row: { colour: "colour", favourite: "favourite" },
};

function homeSlots(version: Version, home: HomeCategories): Omit<PageSlotRow, "pageId">[] {
  const words = WORDING[version];
  const hero = {
    headline: "The New Season",
    subheadline: `Soft linens, warm knits and calm whites for every room, in the ${words.colour}s we love most. ${FREE_DELIVERY[version].message}.`,
    cta: { label: `Shop ${home.newIn.name}`, url: categoryUrl(home.newIn) },
    imageId: HERO_IMAGE,
    alt: "A bedroom dressed in white bed linen with a cashmere throw, in morning light",
  };
  const promoTiles = {
    title: "Shop by room",
    tiles: home.tiles.map((category) => ({
      headline: category.name,
      url: categoryUrl(category),
      imageId: `banner-home-tile-${kebab(category.code)}`,
      alt: `${category.name}: pieces from the collection arranged on a pale linen background`,
    })),
  };
  const carousels = [
    { title: "New In", categoryCode: home.newIn.code, url: categoryUrl(home.newIn) },
    {
      title: `Bestselling ${home.bedroom.name}`,
      categoryCode: home.bedroom.code,
      url: categoryUrl(home.bedroom),
    },
  ];
  const editorial = {
    headline: "The Art of White",
    body: `Every collection begins with white. Our studio matches each new fabric against a library of our whites, then adds soft chalk, cream and stone – the ${words.colour}s that make a home feel calm. Read how our ${words.favourite} pieces come to be.`,
    cta: { label: "Discover our design story", url: "/our-world/design/the-art-of-white" },
    imageId: EDITORIAL_IMAGE,
    alt: "Folded white towels and linen on an oak shelf",
  };
  return [
    { slot: "hero", position: 0, componentType: "hero", data: JSON.stringify(hero) },
    { slot: "promoTiles", position: 0, componentType: "promoTiles", data: JSON.stringify(promoTiles) },
    ...carousels.map((carousel, position) => ({
      slot: "productCarousel",
      position,
      componentType: "productCarousel",
      data: JSON.stringify(carousel),
    })),
    { slot: "editorial", position: 0, componentType: "editorial", data: JSON.stringify(editorial) },
  ];
}

function homeImages(home: HomeCategories): Insertable<ImageTable>[] {
  return [
    bannerImageRow(
      HERO_IMAGE,
      "home",
      "A bedroom dressed in white bed linen with a cashmere throw, in morning light",
      {
        background: "#f4f1ec",
        colour: "#fbfaf7",
        accent: "#b8a48c",
        motif: "linen",
      },
    ),
    ...home.tiles.map((category) =>
      bannerImageRow(
        `banner-home-tile-${kebab(category.code)}`,
        "home",
        `${category.name}: pieces from the collection arranged on a pale linen background`,
        { ...themeFor(category.name).look },
        "portrait",
      ),
    ),
    bannerImageRow(EDITORIAL_IMAGE, "home", "Folded white towels and linen on an oak shelf", {
      background: "#f7f6f3",
      colour: "#f5f5f2",
      accent: "#a89884",
      motif: "waffle",
    }),
  ];
}

/** One home page per version (path ""), with hero, promo tiles, two product carousels and an editorial. */
export function homePages(categories: readonly CategoryNode[]): {
  pages: PageRow[];
  slots: PageSlotRow[];
  images: Insertable<ImageTable>[];
} {
  const home = chooseHomeCategories(categories);
  if (!home) return { pages: [], slots: [], images: [] };
  const pages = VERSIONS.map(
    (version): PageRow => ({
      id: pageId("", version),
      path: "",
      version,
      title: "Luxury Bed Linen, Home, Clothing & Gifts",
      description: "Timeless bed linen, towels, home fragrance, clothing and gifts in our signature whites.",
      template: "home",
    }),
  );
  const slots = VERSIONS.flatMap((version) =>
    homeSlots(version, home).map((slot): PageSlotRow => ({ pageId: pageId("", version), ...slot })),
  );
  return { pages, slots, images: homeImages(home) };
}
