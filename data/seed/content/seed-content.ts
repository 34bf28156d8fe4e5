import type { Db } from "../../db.ts";
import { insertBatches } from "../insert-batches.ts";
import type { Random } from "../random.ts";
import { flyoverTiles } from "./components/flyover-tiles.ts";
import { footerBanners } from "./components/footer-banners.ts";
import { globalBanners } from "./components/global-banners.ts";
import { popularSearches } from "./components/popular-searches.ts";
import { promoBanners } from "./components/promo-banners.ts";
import { giftCardDesignImages } from "./gift-card-designs.ts";
import { footerNavigation } from "./navigation/footer-navigation.ts";
import { legalNavigation } from "./navigation/legal-navigation.ts";
import { mainNavigation } from "./navigation/main-navigation.ts";
import { subheaderNavigation } from "./navigation/subheader-navigation.ts";
import { contentPageRows } from "./pages/content-page.ts";
import { CONTENT_PAGES } from "./pages/content-pages.ts";
import { chooseHomeCategories, homePages } from "./pages/home-page.ts";
import { categoryUrl, readVisibleCategories } from "./read-categories.ts";

/**
 * Navigation, header and footer content, the home page and the content pages. Runs after the
 * catalogue, because the main menu and the home page are built from the categories table.
 */
export async function seedContent(db: Db, random: Random): Promise<void> {
  const categories = await readVisibleCategories(db);
  const main = mainNavigation(categories, random.fork("main-navigation"));
  await insertBatches(db, "navigationNodes", [
    ...main.nodes,
    ...footerNavigation(),
    ...legalNavigation(),
    ...subheaderNavigation(),
  ]);

  const newIn = chooseHomeCategories(categories)?.newIn;
  await insertBatches(db, "contentComponents", [
    ...promoBanners(newIn ? categoryUrl(newIn) : "/search?text=new"),
    ...flyoverTiles(),
    ...footerBanners(),
    ...globalBanners(),
    ...popularSearches(),
  ]);

  const home = homePages(categories);
  const content = CONTENT_PAGES.map(contentPageRows);
  await insertBatches(db, "pages", [...home.pages, ...content.map((rows) => rows.page)]);
  await insertBatches(db, "pageSlots", [...home.slots, ...content.flatMap((rows) => rows.slots)]);
  await insertBatches(db, "images", [...main.images, ...home.images, ...giftCardDesignImages()]);
}
