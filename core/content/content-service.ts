import type { DeliveryPriceList } from "../delivery/delivery-price-list.ts";
import { DEFAULT_CURRENCY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../site/versions.ts";
import { buildNavigationTree, type ImageInfo } from "./build-navigation-tree.ts";
import { type ContentPrices, fillPrices, fillPricesInData } from "./content-prices.ts";
import type { ComponentRow, ContentRepository, NavigationRow } from "./content-repository.ts";
import type {
  ContentComponent,
  FooterColumn,
  LinkRef,
  PageContent,
  PromoBanner,
  ShellContent,
} from "./content-types.ts";
import { imageUrl } from "./image-url.ts";

const SHELL_SLOTS = [
  "promoBanner",
  "promoBannerMobile",
  "flyover",
  "footerBanner",
  "globalBannerTop",
  "globalBannerBottom",
  "popularSearches",
] as const;

/** Normalises a content path: no version, no slashes at either end, no query. */
export function contentPath(path: string): string {
  return path.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, "");
}

interface ContentServiceDeps {
  /** The delivery prices checkout charges on a version in a currency, for the prices content quotes. */
  deliveryPrices(version: Version, currency: string): DeliveryPriceList;
}

export function createContentService(repository: ContentRepository, deps: ContentServiceDeps) {
  const pricesFor = (version: Version, currency: string): ContentPrices => ({
    prices: deps.deliveryPrices(version, currency),
    currency,
    locale: LOCALE_BY_VERSION[version],
  });

  async function imagesFor(ids: string[]): Promise<Map<string, ImageInfo>> {
    const rows = ids.length ? await repository.images(ids) : [];
    return new Map(
      rows.map((r) => [
        r.id,
        { url: imageUrl(r.id, 1200), altText: r.alt, width: r.width, height: r.height },
      ]),
    );
  }

  return {
    /**
     * Everything the header, navigation and footer show, for one version. It is the same for every shopper of the
     * version (and cached so), so the prices it quotes are in the version's own currency.
     */
    async shell(version: Version): Promise<ShellContent> {
      const [main, footer, legal, subheader, components] = await Promise.all([
        repository.navigation("main", version),
        repository.navigation("footer", version),
        repository.navigation("legal", version),
        repository.navigation("subheader", version),
        repository.components(SHELL_SLOTS, version),
      ]);
      const bannerImageIds = main.flatMap((row) => {
        const id = (row.banner?.image as { imageId?: string } | undefined)?.imageId;
        return id ? [id] : [];
      });
      const images = await imagesFor(bannerImageIds);
      const prices = pricesFor(version, DEFAULT_CURRENCY_BY_VERSION[version]);
      const inSlot = (slot: string) => withPrices(components, prices).filter((c) => c.slot === slot);
      const popular = inSlot("popularSearches")[0]?.data.terms;
      return {
        promoBanners: inSlot("promoBanner").map(toPromoBanner),
        promoBannersMobile: inSlot("promoBannerMobile").map(toPromoBanner),
        subHeaderLinks: linksWithPrices(leafLinks(subheader), prices),
        navigation: buildNavigationTree(main, images),
        footerColumns: toFooterColumns(footer),
        legalLinks: leafLinks(legal),
        flyover: inSlot("flyover").map(toComponent),
        footerBanners: inSlot("footerBanner").map(toComponent),
        globalBannerTop: inSlot("globalBannerTop").map(toComponent),
        globalBannerBottom: inSlot("globalBannerBottom").map(toComponent),
        popularSearches:
          typeof popular === "string"
            ? popular
                .split(";")
                .map((t) => t.trim())
                .filter(Boolean)
                .slice(0, 5)
            : [],
      };
    },

    /**
     * Page content by slot for a site path (spec 002 §7 `GET /twccmsservice/page/`); null when none. Prices are
     * written in `currency` (the shopper's; the version's own when not given).
     */
    async page(path: string, version: Version, currency?: string): Promise<PageContent | null> {
      const page = await repository.page(contentPath(path), version);
      if (!page) return null;
      const rows = withPrices(
        await repository.pageSlots(page.id),
        pricesFor(version, currency ?? DEFAULT_CURRENCY_BY_VERSION[version]),
      );
      const slots: PageContent["slots"] = {};
      for (const row of rows.sort((a, b) => a.position - b.position)) {
        const list = slots[row.slot] ?? [];
        list.push({ ...toComponent(row), slot: row.slot, position: row.position });
        slots[row.slot] = list;
      }
      const imageRows = await repository.images(slotImageIds(slots));
      const images = Object.fromEntries(imageRows.map((image) => [image.id, image]));
      return {
        id: page.id,
        path: page.path,
        title: page.title,
        description: page.description,
        template: page.template,
        slots,
        images,
      };
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;

/** Components with their prices filled in; one quoting a price that is not sold in the currency is left out. */
function withPrices<T extends { data: Record<string, unknown> }>(
  rows: readonly T[],
  prices: ContentPrices,
): T[] {
  return rows.flatMap((row) => {
    const data = fillPricesInData(row.data, prices);
    return data ? [{ ...row, data }] : [];
  });
}

function linksWithPrices(links: LinkRef[], prices: ContentPrices): LinkRef[] {
  return links.flatMap((link) => {
    const linkName = fillPrices(link.linkName, prices);
    return linkName === null ? [] : [{ ...link, linkName }];
  });
}

function toComponent(row: ComponentRow): ContentComponent {
  return { id: row.id, componentType: row.componentType, data: row.data };
}

function toPromoBanner(row: ComponentRow): PromoBanner {
  return {
    id: row.id,
    linkName: String(row.data.linkName ?? ""),
    url: String(row.data.url ?? "/"),
    textColour: String(row.data.textColour ?? "#1a1a1a"),
    backgroundColour: String(row.data.backgroundColour ?? "#f4f1ec"),
  };
}

function leafLinks(rows: readonly NavigationRow[]): LinkRef[] {
  return rows
    .filter((r) => r.isVisible && r.url)
    .sort((a, b) => a.position - b.position)
    .map((r) => ({ id: r.id, linkName: r.linkName, url: r.url! }));
}

function toFooterColumns(rows: readonly NavigationRow[]): FooterColumn[] {
  const columns = rows
    .filter((r) => r.parentId === null && r.isVisible)
    .sort((a, b) => a.position - b.position);
  return columns.map((column) => ({
    id: column.id,
    title: column.label,
    links: leafLinks(rows.filter((r) => r.parentId === column.id)),
  }));
}

/** Image ids referenced anywhere in a page's slots (an `imageId`, or tiles' `imageId`s). */
function slotImageIds(slots: PageContent["slots"]): string[] {
  const ids = new Set<string>();
  for (const component of Object.values(slots).flat()) {
    const data = component.data;
    if (typeof data.imageId === "string") ids.add(data.imageId);
    if (Array.isArray(data.tiles)) {
      for (const tile of data.tiles as Record<string, unknown>[])
        if (typeof tile.imageId === "string") ids.add(tile.imageId);
    }
  }
  return [...ids];
}
