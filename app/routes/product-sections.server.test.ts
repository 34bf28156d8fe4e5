import { afterEach, describe, expect, it, vi } from "vitest";
import type { ProductService } from "../../core/catalogue/product-service.ts";
import type { ProductCard, ProductDetail, ReviewPage } from "../../core/catalogue/product-types.ts";
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

const prices = {} as never;
const product = {} as ProductDetail;

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

  it("carries the price labels of both strips, was-prices included", async () => {
    const service = {
      recommendations: async () => ({ upsell: [card("A", 1250)], pairWith: [card("B", 900, 1200)] }),
    } as unknown as ProductService;
    const section = await recommendationsSection(service, product, prices, "en-US", "req-1");
    expect(section?.upsell.map((c) => c.code)).toEqual(["A"]);
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
      recommendations: () => Promise.reject(new Error("database gone")),
    } as unknown as ProductService;
    await expect(reviewsSection(failing, "P1", 1, "en-GB", "req-2")).resolves.toBeNull();
    await expect(recommendationsSection(failing, product, prices, "en-GB", "req-2")).resolves.toBeNull();
    expect(logged).toHaveBeenCalledTimes(2);
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ requestId: "req-2" });
  });
});
