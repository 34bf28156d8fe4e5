import { describe, expect, it } from "vitest";
import { canonicalPageQuery } from "../../core/site/canonical-page-query.ts";
import {
  notFoundMeta,
  type PageHandle,
  pageMeta,
  type ShareSettings,
  shareImageSize,
  unlistedPageMeta,
} from "./page-meta.ts";

const root: ShareSettings = {
  origin: "https://shop.example",
  locale: "en-GB",
  shareImage: { id: "banner-home-hero", alt: "A white bedroom", width: 2000, height: 1250 },
};
const listingHandle: PageHandle = { canonicalQuery: canonicalPageQuery };

function metaFor(
  location: { pathname: string; search: string },
  page: Parameters<typeof pageMeta>[1],
  handle?: PageHandle,
) {
  const tags = pageMeta(
    {
      location,
      matches: [
        { id: "root", loaderData: root },
        { id: "leaf", loaderData: {}, handle },
      ],
    },
    page,
  );
  const byKey = new Map<string, string>();
  for (const tag of tags) {
    const t = tag as Record<string, string>;
    if ("title" in t) byKey.set("title", t.title ?? "");
    const key = t.property ?? t.name;
    if (key) byKey.set(key, t.content ?? "");
  }
  return byKey;
}

describe("pageMeta", () => {
  it("gives an indexable page its title, description, Open Graph and Twitter card, absolute from the origin", () => {
    const meta = metaFor(
      { pathname: "/uk/Towels/p/P1", search: "?swatch=P1-sage" },
      {
        title: "Symons Towel",
        titleTrail: ["Towels"],
        description: "A deep, thirsty pile.",
        image: { id: "P1-sage-1", alt: "Symons Towel in Sage", width: 2000, height: 2500 },
        type: "product",
        price: { amount: "10.00", currency: "GBP" },
      },
    );
    expect(Object.fromEntries(meta)).toEqual({
      title: "Symons Towel | Towels | The White Cove",
      description: "A deep, thirsty pile.",
      "og:site_name": "The White Cove",
      "og:type": "product",
      "og:title": "Symons Towel",
      "og:description": "A deep, thirsty pile.",
      // The canonical address: the swatch is a view of the same page.
      "og:url": "https://shop.example/uk/Towels/p/P1",
      "og:locale": "en_GB",
      "og:image": "https://shop.example/images/P1-sage-1/1200.jpg",
      "og:image:type": "image/jpeg",
      "og:image:width": "1200",
      "og:image:height": "1500",
      "og:image:alt": "Symons Towel in Sage",
      "product:price:amount": "10.00",
      "product:price:currency": "GBP",
      "twitter:card": "summary_large_image",
      "twitter:title": "Symons Towel",
      "twitter:description": "A deep, thirsty pile.",
      "twitter:image": "https://shop.example/images/P1-sage-1/1200.jpg",
      "twitter:image:alt": "Symons Towel in Sage",
    });
  });

  it("shows the version's share image on a page without a picture of its own", () => {
    const meta = metaFor(
      { pathname: "/us/help/delivery", search: "" },
      { title: "Delivery", description: "" },
    );
    expect(meta.get("og:image")).toBe("https://shop.example/images/banner-home-hero/1200.jpg");
    expect(meta.get("og:image:height")).toBe("750");
    expect(meta.get("og:image:alt")).toBe("A white bedroom");
    expect(meta.get("og:type")).toBe("website");
    expect(meta.has("product:price:amount")).toBe(false);
  });

  it("names a listing's page in og:url, as its canonical address does, and leaves filters and sorts out", () => {
    const meta = metaFor(
      { pathname: "/uk/Bedroom/c/Bed-Linen", search: "?sort=price-asc&page=2&colour=Sage" },
      { title: "Bed Linen", description: "Sheets and duvet covers." },
      listingHandle,
    );
    expect(meta.get("og:url")).toBe("https://shop.example/uk/Bedroom/c/Bed-Linen?page=2");
  });

  it("describes a picture without alt text by the page's name", () => {
    const meta = metaFor(
      { pathname: "/uk/search", search: "?text=towel" },
      { title: "Towels", description: "", image: { id: "P1-white-1", alt: "", width: 1000, height: 1000 } },
    );
    expect(meta.get("og:image:alt")).toBe("Towels");
    expect(meta.get("twitter:image:alt")).toBe("Towels");
  });

  it("falls back to title and description alone when the root's data is missing (an error page)", () => {
    const tags = pageMeta(
      { location: { pathname: "/uk/", search: "" }, matches: [] },
      { title: "Home", description: "Bed linen" },
    );
    expect(tags).toEqual([{ title: "Home | The White Cove" }, { name: "description", content: "Bed linen" }]);
  });

  it("renders a share image at the JPEG width, keeping its shape", () => {
    expect(shareImageSize({ width: 1600, height: 2000 })).toEqual({ width: 1200, height: 1500 });
    expect(shareImageSize({ width: 2000, height: 1250 })).toEqual({ width: 1200, height: 750 });
  });
});

describe("pages no search engine lists", () => {
  it("title the page from the text catalogue, then the shop, and ask not to be indexed", () => {
    expect(unlistedPageMeta("uk", "bag.page.title")).toEqual([
      { title: "Your bag | The White Cove" },
      { name: "robots", content: "noindex" },
    ]);
  });

  it("carry a description, values in the title and the page's own extra tags", () => {
    const meta = unlistedPageMeta(
      "us",
      { key: "orders.detail.title", values: { orderNumber: "00001234567" } },
      { description: "myAccount.metaDescription", extra: [{ name: "referrer", content: "no-referrer" }] },
    );
    expect(meta[0]).toEqual({ title: expect.stringMatching(/00001234567.* \| The White Cove$/) });
    expect(meta).toContainEqual({
      name: "description",
      content: "Your personal details, address book, orders and saved items.",
    });
    expect(meta.slice(-2)).toEqual([
      { name: "robots", content: "noindex" },
      { name: "referrer", content: "no-referrer" },
    ]);
  });

  it("give a missing page the not-found page's own title on any version", () => {
    expect(notFoundMeta("row")).toEqual([
      { title: "Sorry, we can't find that page | The White Cove" },
      { name: "robots", content: "noindex" },
    ]);
    expect(notFoundMeta(undefined)[0]).toEqual(notFoundMeta("uk")[0]);
  });
});
