import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductService } from "../../core/catalogue/product-service.ts";
import type { ProductCard, ReviewPage } from "../../core/catalogue/product-types.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { dayLabelKey, priceLabelKey } from "../../core/site/intl-labels.ts";
import { recommendationsSection, reviewsSection } from "./product-sections.server.ts";

const page: ReviewPage = {
  reviews: [
    {
      id: "r1",
      rating: 5,
      design: 4,
      fit: 3,
      title: "Soft",
      body: "Very soft.",
      author: "Ann",
      verified: true,
      createdAt: "2026-03-03T10:00:00.000Z",
      colour: "Sage",
      size: "Bath",
    },
  ],
  summary: { count: 1, average: 5 },
  pagination: { currentPage: 1, pageSize: 9, totalPages: 1, totalResults: 1 },
} as ReviewPage;

const card = (code: string, amount: number, wasAmount: number | null = null): ProductCard => ({
  code,
  name: code,
  path: `/p/${code}`,
  image: null,
  price: { amount, wasAmount, currency: "GBP" },
  swatchCount: 1,
});

/** What the sections ask of a request: the services, the version's toggles, the shopper's session and cookie. */
function asked(recommendations: object, cookie = "") {
  const ctx = {
    requestId: "req-2",
    session: { data: {} },
    services: {
      recommendations,
      config: { uk: { lowStockThreshold: 5, inStoreOnlyCountsAsSoldOut: false } },
    },
  } as unknown as RequestContext;
  return {
    ctx,
    version: "uk" as const,
    request: new Request("http://localhost/uk/p", { headers: { cookie } }),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the product page's sections below the fold", () => {
  it("carries the day labels of the reviews it shows, so they hydrate without a formatter", async () => {
    const service = { reviews: async () => page } as unknown as ProductService;
    const section = await reviewsSection(service, "P1", 1, "en-GB", "req-1");
    expect(section?.page).toBe(page);
    expect(section?.intlLabels[dayLabelKey("2026-03-03T10:00:00.000Z")]).toBe("3 March 2026");
  });

  it("carries the price labels of every strip, was-prices included, and never the shopper's recently viewed", async () => {
    const service = {
      forProduct: async () => ({ upsell: [card("A", 1250)], pairWith: [card("B", 900, 1200)] }),
      recentlyViewed: async () => {
        throw new Error("the shared page never reads the shopper's cookie");
      },
    };
    const section = await recommendationsSection(asked(service, "recentlyViewed=C.P1"), "P1");
    expect(section?.strips.upsell?.map((c) => c.code)).toEqual(["A"]);
    expect(section?.strips.recentlyViewed).toBeUndefined();
    expect(section?.intlLabels).toMatchObject({
      [priceLabelKey({ amount: 1250, currency: "GBP" })]: "£12.50",
      [priceLabelKey({ amount: 900, currency: "GBP" })]: "£9",
      [priceLabelKey({ amount: 1200, currency: "GBP" })]: "£12",
    });
  });

  it("never rejects: a failure is logged and resolves to null, for the page's quiet fallback", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failing = {
      reviews: () => Promise.reject(new Error("database gone")),
      forProduct: () => Promise.reject(new Error("database gone")),
      recentlyViewed: async () => [],
    };
    await expect(
      reviewsSection(failing as unknown as ProductService, "P1", 1, "en-GB", "req-2"),
    ).resolves.toBeNull();
    await expect(recommendationsSection(asked(failing), "P1")).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ requestId: "req-2" });
  });
});
