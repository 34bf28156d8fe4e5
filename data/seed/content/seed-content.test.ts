import type { Insertable } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { pricePlaceholdersIn } from "../../../core/content/content-prices.ts";
import { DELIVERY_PRICE_NAMES } from "../../../core/delivery/delivery-price-list.ts";
import { type DatabaseHandle, openDatabase } from "../../db.ts";
import { migrateToLatest } from "../../migrate.ts";
import { fromJson, toBoolean } from "../../normalise.ts";
import type { CategoryTable } from "../../schema.ts";
import { seedMagazine } from "../magazine/seed-magazine.ts";
import { Random } from "../random.ts";
import { PAGE_PATHS } from "./pages/content-pages.ts";
import { seedContent } from "./seed-content.ts";

type CategoryRow = Insertable<CategoryTable>;

function category(
  code: string,
  name: string,
  parentCode: string | null,
  path: string,
  position: number,
  isVisible = true,
): CategoryRow {
  const depth = parentCode === null ? 0 : (path.split("/c/")[0]?.split("/").length ?? 1);
  return { code, name, parentCode, path, depth, position, description: `${name} description`, isVisible };
}

// A small catalogue shaped like the real one; the catalogue seed is written separately.
const BEDROOM_CHILDREN = [
  "Bed-Linen",
  "Duvets",
  "Pillows",
  "Mattress-Toppers",
  "Throws",
  "Blankets",
  "Bedspreads",
  "Headboards",
  "Bedroom-Furniture",
  "Bedroom-Accessories",
];
const CATEGORIES: CategoryRow[] = [
  category("New-Arrivals", "New In", null, "c/New-Arrivals", 0),
  category("Bedroom", "Bedroom", null, "c/Bedroom", 1),
  ...BEDROOM_CHILDREN.map((code, index) =>
    category(code, code.replace(/-/g, " "), "Bedroom", `Bedroom/c/${code}`, index),
  ),
  category("Duvet-Covers", "Duvet Covers", "Bed-Linen", "Bedroom/Bed-Linen/c/Duvet-Covers", 0),
  category("Pillowcases", "Pillowcases", "Bed-Linen", "Bedroom/Bed-Linen/c/Pillowcases", 1),
  category("Bathroom", "Bathroom", null, "c/Bathroom", 2),
  category("Towels", "Towels", "Bathroom", "Bathroom/c/Towels", 0),
  category("Bathrobes", "Bathrobes", "Bathroom", "Bathroom/c/Bathrobes", 1),
  category("Home", "Home", null, "c/Home", 3),
  category("Home-Fragrance", "Home Fragrance", "Home", "Home/c/Home-Fragrance", 0),
  category("Clothing", "Clothing", null, "c/Clothing", 4),
  category("Knitwear", "Knitwear", "Clothing", "Clothing/c/Knitwear", 0),
  category("Baby-Children", "Baby & Children", null, "c/Baby-Children", 5),
  category("Gifts", "Gifts", null, "c/Gifts", 6),
  category("Sale", "Sale", null, "c/Sale", 7),
  category("Sale-Bedroom", "Bedroom Sale", "Sale", "Sale/c/Sale-Bedroom", 0),
  category("Archive", "Archive", null, "c/Archive", 8, false),
];
const VISIBLE_TOP_LEVEL = [
  "New In",
  "Bedroom",
  "Bathroom",
  "Home",
  "Clothing",
  "Baby & Children",
  "Gifts",
  "Sale",
];

async function seededDatabase(categories: CategoryRow[] = CATEGORIES): Promise<DatabaseHandle> {
  const handle = openDatabase(":memory:");
  await migrateToLatest(handle.db);
  // Parents before children, for the foreign key.
  for (const row of [...categories].sort((a, b) => a.depth - b.depth))
    await handle.db.insertInto("categories").values(row).execute();
  await seedContent(handle.db, new Random(11));
  return handle;
}

type Json = Record<string, unknown>;
const data = (value: unknown) => fromJson<Json>(value, {});

describe("seedContent", () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await seededDatabase();
  });
  afterEach(async () => {
    await handle.close();
  });

  const nodes = (menu: string) =>
    handle.db.selectFrom("navigationNodes").selectAll().where("menu", "=", menu).execute();

  describe("main navigation", () => {
    it("has one root whose trunks are the visible top-level categories in position order", async () => {
      const main = await nodes("main");
      const roots = main.filter((node) => node.nodeType === "root");
      expect(roots).toHaveLength(1);
      expect(roots[0]?.componentType).toBe("CMSNavigationNode");
      const trunks = main.filter((node) => node.nodeType === "trunk").sort((a, b) => a.position - b.position);
      expect(trunks.map((trunk) => trunk.label)).toEqual(VISIBLE_TOP_LEVEL);
      expect(trunks.every((trunk) => trunk.parentId === roots[0]?.id)).toBe(true);
      expect(trunks.find((trunk) => trunk.label === "Bedroom")?.url).toBe("/c/Bedroom");
    });

    it("gives every trunk 2–4 titled columns of links", async () => {
      const main = await nodes("main");
      for (const trunk of main.filter((node) => node.nodeType === "trunk")) {
        const columns = main.filter((node) => node.parentId === trunk.id && node.nodeType === "branch");
        expect(columns.length, trunk.label).toBeGreaterThanOrEqual(2);
        expect(columns.length, trunk.label).toBeLessThanOrEqual(4);
        for (const column of columns) {
          expect(column.label).not.toBe("");
          const links = main.filter((node) => node.parentId === column.id);
          expect(links.length, column.id).toBeGreaterThan(0);
          expect(links.every((link) => link.nodeType === "leaf" && link.url?.startsWith("/"))).toBe(true);
        }
      }
      const bedroom = main.find((node) => node.id === "nav-main-bedroom");
      const bedroomColumns = main
        .filter((node) => node.parentId === bedroom?.id && node.nodeType === "branch")
        .map((c) => c.label);
      expect(bedroomColumns).toEqual(["Shop by category", "More Bedroom", "Collections", "Inspiration"]);
    });

    it("aligns exactly one group to the right and groups some trunks", async () => {
      const trunks = (await nodes("main")).filter((node) => node.nodeType === "trunk");
      const right = trunks.filter((trunk) => toBoolean(trunk.alignRight));
      expect(right.map((trunk) => trunk.label)).toEqual(["Sale"]);
      expect(right[0]?.groupName).not.toBeNull();
      expect(trunks.filter((trunk) => trunk.groupName !== null).length).toBeGreaterThan(1);
      expect(trunks.filter((trunk) => trunk.groupName === null).length).toBeGreaterThan(0);
    });

    it("gives most trunks a banner whose image exists", async () => {
      const trunks = (await nodes("main")).filter((node) => node.nodeType === "trunk");
      const withBanner = trunks.filter((trunk) => trunk.banner !== null);
      expect(withBanner.length).toBeGreaterThan(trunks.length / 2);
      for (const trunk of withBanner) {
        const banner = fromJson<{
          headline: string;
          content: string;
          link: { linkName: string; url: string };
          image: { imageId: string; altText: string };
          amplienceId: string;
        }>(trunk.banner, {
          headline: "",
          content: "",
          link: { linkName: "", url: "" },
          image: { imageId: "", altText: "" },
          amplienceId: "",
        });
        expect(banner.headline).not.toBe("");
        expect(banner.content).not.toBe("");
        expect(banner.link.url).toMatch(/^\//);
        expect(banner.amplienceId).toMatch(
          /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
        );
        const image = await handle.db
          .selectFrom("images")
          .selectAll()
          .where("id", "=", banner.image.imageId)
          .executeTakeFirst();
        expect(image, banner.image.imageId).toMatchObject({
          ownerType: "banner",
          shape: "landscape",
          width: 2000,
          height: 1250,
        });
        expect(image?.alt).toBe(banner.image.altText);
      }
    });

    it("adds under-navigation links to every trunk", async () => {
      const main = await nodes("main");
      for (const trunk of main.filter((node) => node.nodeType === "trunk")) {
        const under = main.filter(
          (node) => node.parentId === trunk.id && node.groupName === "underNavigation",
        );
        expect(under.length, trunk.label).toBeGreaterThanOrEqual(2);
        expect(under.every((node) => node.nodeType === "leaf")).toBe(true);
      }
    });
  });

  it("builds four footer columns of links, with the app link on the UK version only", async () => {
    const footer = await nodes("footer");
    const columns = footer.filter((node) => node.parentId === null);
    expect(columns.map((column) => column.label)).toEqual([
      "Customer Service",
      "About Us",
      "Shopping With Us",
      "Services",
    ]);
    expect(footer.every((node) => node.componentType === "FooterComponent")).toBe(true);
    for (const column of columns)
      expect(footer.filter((node) => node.parentId === column.id).length).toBeGreaterThanOrEqual(3);
    const urls = footer.map((node) => node.url);
    for (const url of [
      "/help",
      "/help/returns",
      "/guest/trackOrder",
      "/help/contact-us",
      "/our-world/careers",
      "/Gift-Cards/p/GCARD",
      "/E-Gift-Card/p/ECARD",
    ]) {
      expect(urls).toContain(url);
    }
    expect(footer.find((node) => node.url === "/help/mobile-app")?.version).toBe("uk");
    expect(urls).not.toContain("/help/terms");
  });

  it("keeps legal links in their own menu", async () => {
    const legal = await nodes("legal");
    expect(legal.every((node) => node.componentType === "CMSLinkComponent")).toBe(true);
    expect(legal.map((node) => node.url)).toEqual(
      expect.arrayContaining(["/help/terms", "/help/privacy-policy", "/help/accessibility"]),
    );
  });

  it("words the sub-header delivery message per version", async () => {
    const subheader = await nodes("subheader");
    const delivery = subheader.filter((node) => node.id.startsWith("nav-subheader-delivery-"));
    // The threshold is filled in from the site configuration when the shell is read (core/content/content-prices.ts).
    expect(delivery.map((node) => [node.version, node.linkName])).toEqual([
      ["uk", "Free delivery over {price:freeDeliveryThreshold}"],
      ["us", "Free shipping over {price:freeDeliveryThreshold}"],
      ["row", "Free delivery over {price:freeDeliveryThreshold}"],
    ]);
    expect(subheader.map((node) => node.url)).toEqual(expect.arrayContaining(["/our-stores", "/magazine"]));
  });

  it("quotes no delivery price itself, only placeholders of prices checkout's tariff has", async () => {
    // Where delivery is priced: the shell (banners, sub-header), the home pages and the delivery help pages.
    const deliveryPages = await handle.db
      .selectFrom("pages")
      .select("id")
      .where("path", "in", ["", "help/delivery"])
      .execute();
    expect(deliveryPages).toHaveLength(6);
    const texts = [
      ...(await handle.db.selectFrom("navigationNodes").select("linkName").execute()).map(
        (row) => row.linkName,
      ),
      ...(await handle.db.selectFrom("contentComponents").select("data").execute()).map((row) =>
        JSON.stringify(data(row.data)),
      ),
      ...(
        await handle.db
          .selectFrom("pageSlots")
          .select("data")
          .where(
            "pageId",
            "in",
            deliveryPages.map((page) => page.id),
          )
          .execute()
      ).map((row) => JSON.stringify(data(row.data))),
    ];
    const placeholders = texts.flatMap((text) => pricePlaceholdersIn(text ?? ""));
    expect(placeholders.length).toBeGreaterThan(10);
    for (const name of placeholders) expect(DELIVERY_PRICE_NAMES, name).toContain(name);
    // A written amount ("£7.95", "$20", "€ 15") would be a second copy of a price, free to go stale.
    expect(texts.filter((text) => /[£$€]\s?\d/.test(text ?? ""))).toEqual([]);
  });

  describe("content components", () => {
    const slot = (name: string) =>
      handle.db
        .selectFrom("contentComponents")
        .selectAll()
        .where("slot", "=", name)
        .orderBy("position")
        .execute();

    it("rotates 3–4 desktop promos and a shorter mobile list per version, the first quoting the free threshold", async () => {
      const desktop = await slot("promoBanner");
      const mobile = await slot("promoBannerMobile");
      for (const version of ["uk", "us", "row"] as const) {
        const own = desktop.filter((row) => row.version === version);
        const ownMobile = mobile.filter((row) => row.version === version);
        expect(own.length).toBeGreaterThanOrEqual(3);
        expect(own.length).toBeLessThanOrEqual(4);
        expect(ownMobile.length).toBeGreaterThanOrEqual(3);
        const longest = (rows: typeof own) =>
          Math.max(...rows.map((row) => String(data(row.data).linkName).length));
        expect(longest(ownMobile)).toBeLessThan(longest(own));
        for (const row of [...own, ...ownMobile]) {
          expect(row.componentType).toBe("GlobalPromoBanner");
          expect(Object.keys(data(row.data)).sort()).toEqual([
            "backgroundColour",
            "linkName",
            "textColour",
            "url",
          ]);
        }
        expect(String(data(own[0]?.data).linkName)).toContain("{price:freeDeliveryThreshold}");
      }
    });

    it("has account flyover tiles for guests and for signed-in shoppers (spec 000 §3)", async () => {
      const tiles = await slot("flyover");
      const signedIn = tiles.filter((tile) => tile.id.startsWith("signedIn-"));
      expect(signedIn.length).toBeGreaterThanOrEqual(3);
      expect(tiles.length - signedIn.length).toBeGreaterThanOrEqual(3);
      for (const tile of tiles) {
        expect(["CMSParagraphComponent", "TWCTileIconedComponent"]).toContain(tile.componentType);
        const tileData = data(tile.data);
        expect(String(tileData.textBody)).toMatch(/^\//);
        expect(String(tileData.iconUrl)).toMatch(/^\/icons\/[a-z-]+\.svg$/);
        expect(tileData.title).toBeTruthy();
        expect(tileData.content).toBeTruthy();
      }
    });

    it("has footer banners, the global banners and the popular searches", async () => {
      const footer = await slot("footerBanner");
      expect(footer.length).toBeGreaterThanOrEqual(2);
      expect(footer.length).toBeLessThanOrEqual(3);
      for (const row of footer)
        expect(Object.keys(data(row.data)).sort()).toEqual(["content", "headline", "link"]);
      const top = await slot("globalBannerTop");
      for (const version of ["uk", "us", "row"])
        expect(top.filter((row) => row.version === version)).toHaveLength(1);
      expect(await slot("globalBannerBottom")).toHaveLength(1);
      const popular = await slot("popularSearches");
      expect(popular.map((row) => data(row.data).terms)).toEqual(["towels;candles;pyjamas;duvet;cashmere"]);
    });
  });

  describe("pages", () => {
    it("has a home page per version with hero, promo tiles, two product carousels and an editorial", async () => {
      const homes = await handle.db
        .selectFrom("pages")
        .selectAll()
        .where("path", "=", "")
        .orderBy("version")
        .execute();
      expect(homes.map((page) => [page.id, page.version, page.template])).toEqual([
        ["page-home-row", "row", "home"],
        ["page-home-uk", "uk", "home"],
        ["page-home-us", "us", "home"],
      ]);
      const categoryCodes = new Set(CATEGORIES.map((row) => row.code));
      for (const home of homes) {
        const slots = await handle.db
          .selectFrom("pageSlots")
          .selectAll()
          .where("pageId", "=", home.id)
          .execute();
        expect(new Set(slots.map((slot) => slot.componentType))).toEqual(
          new Set(["hero", "promoTiles", "productCarousel", "editorial"]),
        );
        const carousels = slots
          .filter((slot) => slot.slot === "productCarousel")
          .map((slot) => data(slot.data));
        expect(carousels).toHaveLength(2);
        for (const carousel of carousels) expect(categoryCodes.has(String(carousel.categoryCode))).toBe(true);
        const tiles = data(slots.find((slot) => slot.slot === "promoTiles")?.data).tiles as {
          imageId: string;
        }[];
        expect(tiles.length).toBeGreaterThanOrEqual(3);
        const imageIds = [
          String(data(slots.find((slot) => slot.slot === "hero")?.data).imageId),
          String(data(slots.find((slot) => slot.slot === "editorial")?.data).imageId),
          ...tiles.map((tile) => tile.imageId),
        ];
        const images = await handle.db
          .selectFrom("images")
          .select("id")
          .where("id", "in", imageIds)
          .execute();
        expect(images).toHaveLength(imageIds.length);
        const text = slots.map((slot) => String(slot.data)).join(" ");
        if (home.version === "us") expect(text).toContain("color");
        else expect(text).toContain("colour");
      }
    });

    it("has a page for every help alias of spec 000 §2 and every page the shell links to", async () => {
      const paths = new Set(
        (await handle.db.selectFrom("pages").select("path").execute()).map((row) => row.path),
      );
      const aliases = [
        "black-friday",
        "brilliant-breakfast",
        "business-to-business",
        "gift-cards",
        "giving-tuesday",
      ];
      aliases.push("international-womens-day", "subscription", "wedding-list");
      for (const alias of aliases) expect(paths.has(`help/${alias}`), alias).toBe(true);
      for (const path of [
        "help",
        "help/delivery",
        "help/returns",
        "help/terms",
        "help/privacy-policy",
        "help/accessibility",
        "help/mobile-app",
        "help/account-deletion",
        "subscription",
        "our-world",
        "our-world/sustainability",
        "our-world/sustainability/sustainability-ethics",
        "our-world/our-story",
        "our-world/careers",
        "our-world/design",
        "brochure-request",
        "brochure-request/confirmation",
        "amplience/content",
      ]) {
        expect(paths.has(path), path).toBe(true);
      }
      for (const path of PAGE_PATHS) expect(paths.has(path), path).toBe(true);
    });

    it("has at least three Our World categories with two or three articles each", async () => {
      const paths = (await handle.db.selectFrom("pages").select("path").execute()).map((row) => row.path);
      const articles = paths.filter((path) => /^our-world\/[^/]+\/[^/]+$/.test(path));
      const byCategory = Map.groupBy(articles, (path) => path.split("/")[1]);
      expect(byCategory.size).toBeGreaterThanOrEqual(3);
      for (const [name, list] of byCategory) {
        expect(list.length, name).toBeGreaterThanOrEqual(2);
        expect(list.length, name).toBeLessThanOrEqual(3);
        expect(paths).toContain(`our-world/${name}`);
      }
    });

    it("shows the app page on the UK version only and prices delivery per version", async () => {
      const pages = await handle.db.selectFrom("pages").selectAll().execute();
      expect(pages.filter((page) => page.path === "help/mobile-app").map((page) => page.version)).toEqual([
        "uk",
      ]);
      expect(
        pages
          .filter((page) => page.path === "help/delivery")
          .map((page) => page.version)
          .sort(),
      ).toEqual(["row", "uk", "us"]);
    });

    it("writes content pages as rich text and link lists with real copy", async () => {
      const pages = await handle.db
        .selectFrom("pages")
        .selectAll()
        .where("template", "=", "content")
        .execute();
      for (const page of pages) {
        expect(page.id).toBe(
          `page-${page.path.replaceAll("/", "-")}${page.version ? `-${page.version}` : ""}`,
        );
        const slots = await handle.db
          .selectFrom("pageSlots")
          .selectAll()
          .where("pageId", "=", page.id)
          .execute();
        const main = slots.filter((slot) => slot.slot === "main");
        expect(main.length, page.path).toBeGreaterThan(0);
        for (const slot of main) {
          expect(slot.componentType).toBe("richText");
          const text = fromJson<{ heading: string; paragraphs: string[] }>(slot.data, {
            heading: "",
            paragraphs: [],
          });
          expect(text.heading).not.toBe("");
          expect(text.paragraphs.length).toBeGreaterThan(0);
        }
        for (const slot of slots.filter((row) => row.slot === "linkList")) {
          expect(slot.componentType).toBe("linkList");
          const list = fromJson<{ links: { label: string; url: string }[] }>(slot.data, { links: [] });
          expect(list.links.length).toBeGreaterThan(0);
        }
        const copy = slots.map((slot) => String(slot.data)).join(" ");
        expect(copy.toLowerCase()).not.toMatch(/lorem|ipsum|placeholder|todo/);
        // Shared pages are read on the US site too, and US pages in US English.
        if (page.version !== "uk" && page.version !== "row") {
          expect(copy, page.id).not.toMatch(/colour|favourite|centre|organis|personalis|jewellery|cheque/i);
        }
        if (page.version === "us") expect(copy, page.id).not.toContain("£");
      }
    });
  });

  it("links only to places that exist, without a version prefix", async () => {
    await seedMagazine(handle.db, new Random(5));
    const paths = new Set(
      (await handle.db.selectFrom("pages").select("path").execute()).map((row) => `/${row.path}`),
    );
    const categoryPaths = new Set(CATEGORIES.map((row) => `/${row.path}`));
    const magazine = new Set(["/magazine"]);
    for (const row of await handle.db.selectFrom("magazineCategories").select("slug").execute())
      magazine.add(`/magazine/${row.slug}`);
    for (const row of await handle.db
      .selectFrom("magazineArticles")
      .select(["slug", "categorySlug"])
      .execute()) {
      magazine.add(`/magazine/${row.categorySlug}/${row.slug}`);
    }
    // Routes the app serves itself (spec 000 §2), not pages of content.
    const appRoutes = new Set([
      "/our-stores",
      "/guest/trackOrder",
      "/saved-items",
      "/login",
      "/my-account",
      "/Gift-Cards/p/GCARD",
      "/E-Gift-Card/p/ECARD",
      "/gift-cards/balance",
    ]);
    const exists = (url: string) => {
      const path = url.replace(/[?#].*$/, "");
      return (
        paths.has(path) ||
        categoryPaths.has(path) ||
        magazine.has(path) ||
        appRoutes.has(path) ||
        path === "/search"
      );
    };

    const urls: string[] = [];
    for (const node of await handle.db.selectFrom("navigationNodes").select("url").execute())
      if (node.url) urls.push(node.url);
    const collect = (value: unknown): void => {
      if (typeof value === "string" && /^\/[A-Za-z]/.test(value) && !value.startsWith("/icons/"))
        urls.push(value);
      else if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === "object") Object.values(value).forEach(collect);
    };
    for (const row of await handle.db.selectFrom("contentComponents").select("data").execute())
      collect(data(row.data));
    for (const row of await handle.db.selectFrom("pageSlots").select("data").execute())
      collect(data(row.data));
    for (const row of await handle.db
      .selectFrom("navigationNodes")
      .select("banner")
      .where("banner", "is not", null)
      .execute()) {
      collect(data(row.banner));
    }

    expect(urls.length).toBeGreaterThan(100);
    for (const url of urls) {
      expect(url, url).not.toMatch(/^\/(uk|us|row)(\/|$)/);
      expect(exists(url), url).toBe(true);
    }
  });

  it("still seeds the shell when the catalogue has no categories", async () => {
    const empty = await seededDatabase([]);
    try {
      expect(
        (await empty.db.selectFrom("navigationNodes").select("id").where("menu", "=", "footer").execute())
          .length,
      ).toBeGreaterThan(0);
      expect(
        await empty.db.selectFrom("navigationNodes").select("id").where("nodeType", "=", "trunk").execute(),
      ).toEqual([]);
    } finally {
      await empty.close();
    }
  });

  it("makes the same rows every time", async () => {
    const other = await seededDatabase();
    try {
      const read = async (db: DatabaseHandle) => ({
        nodes: await db.db.selectFrom("navigationNodes").selectAll().orderBy("id").execute(),
        components: await db.db.selectFrom("contentComponents").selectAll().orderBy("id").execute(),
        pages: await db.db.selectFrom("pages").selectAll().orderBy("id").execute(),
        slots: await db.db
          .selectFrom("pageSlots")
          .selectAll()
          .orderBy("pageId")
          .orderBy("slot")
          .orderBy("position")
          .execute(),
        images: await db.db.selectFrom("images").selectAll().orderBy("id").execute(),
      });
      expect(await read(other)).toEqual(await read(handle));
    } finally {
      await other.close();
    }
  });
});
