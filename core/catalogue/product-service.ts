import { DomainError } from "../errors/domain-error.ts";
import {
  assertVariantTakesAlerts,
  checkNotifyMeEmail,
  type NotifyMeRequest,
  swatchVariantsTakingAlerts,
} from "./notify-me.ts";
import { sumPrices } from "./pricing.ts";
import type {
  CardRecord,
  ProductDeliveryFacts,
  ProductRecord,
  ProductRepository,
  ReviewSort,
  VariantRecord,
} from "./product-repository.ts";
import type {
  Pagination,
  ProductCard,
  ProductDetail,
  ProductSwatch,
  ReviewPage,
  VariantOption,
  VariantPrice,
} from "./product-types.ts";
import { productPath } from "./product-url.ts";
import { productVariants } from "./product-variants.ts";
import { REVIEWS_PAGE_SIZE, totalPages } from "./review-summary.ts";
import { LOW_STOCK_THRESHOLD, variantStockStatus } from "./stock-state.ts";
import { variantShapeFlags } from "./variant-shape.ts";

/** The visitor's facts every read needs: which prices to show and how stock is judged. */
export interface PriceContext {
  currency: string;
  /** The version's own currency, used when a price is missing in the visitor's. */
  fallbackCurrency: string;
  lowStockThreshold?: number;
}

/** spec 002 §9: collections show 12 a page. */
const COLLECTION_PAGE_SIZE = 12;
export const GIFT_BOX_ROLE = "giftbox";

export interface BundleEntry {
  position: number;
  quantity: number;
  product: ProductDetail;
  /** Only one size on the default swatch: nothing to choose. */
  oneSize: boolean;
  defaultSwatchCode: string;
  defaultVariantCode: string | null;
}

interface GiftBoxEntry {
  code: string;
  name: string;
  variantCode: string;
  description: string;
  price: VariantPrice | null;
  image: ProductDetail["swatches"][number]["images"][number] | null;
}

export interface BundleDetail {
  product: ProductDetail;
  entries: BundleEntry[];
  giftBox: GiftBoxEntry | null;
  /** Sum of each entry's default variant, for the headline price. */
  price: VariantPrice | null;
}

interface CollectionDetail {
  product: ProductDetail;
  cards: ProductCard[];
  pagination: Pagination;
}

interface StockReport {
  code: string;
  stockLevelStatus: string;
  variants: {
    code: string;
    stockLevel: number;
    stockLevelStatus: string;
    notifyMe: boolean;
    groupCode: string | null;
  }[];
}

function priceIn(prices: Record<string, VariantPrice>, ctx: PriceContext): VariantPrice | null {
  return prices[ctx.currency] ?? prices[ctx.fallbackCurrency] ?? null;
}

function toOption(variant: VariantRecord, ctx: PriceContext): VariantOption {
  return {
    code: variant.code,
    size: variant.size,
    groupCode: variant.groupCode,
    stockLevel: variant.stockLevel,
    stockLevelStatus: variantStockStatus(variant, ctx.lowStockThreshold ?? LOW_STOCK_THRESHOLD),
    notifyMe: variant.notifyMe,
    preorderDate: variant.preorderDate,
    price: priceIn(variant.prices, ctx),
  };
}

function toSwatches(record: ProductRecord, ctx: PriceContext): ProductSwatch[] {
  return record.swatches.map((swatch) => {
    const variants = record.variants.filter((v) => v.swatchCode === swatch.code);
    return {
      ...swatch,
      ...variantShapeFlags(variants),
      variantOptions: variants.map((v) => toOption(v, ctx)),
    };
  });
}

function toCard(card: CardRecord, ctx: PriceContext): ProductCard {
  return {
    code: card.code,
    name: card.name,
    path: productPath({
      code: card.code,
      name: card.name,
      productType: card.productType,
      categoryCode: card.categoryCode,
    }),
    image: card.image,
    price: priceIn(card.prices, ctx),
    swatchCount: card.swatchCount,
  };
}

/** The first variant a shopper could buy, else the first one. */
function defaultVariant(swatch: ProductSwatch | undefined): VariantOption | undefined {
  return swatch?.variantOptions.find((v) => v.stockLevelStatus !== "outOfStock") ?? swatch?.variantOptions[0];
}

interface NotifyMeContext {
  countryIso: string;
  pattern: string | undefined;
  message: string;
  now: Date;
}

export function createProductService(repository: ProductRepository) {
  async function detail(code: string, ctx: PriceContext): Promise<ProductDetail | null> {
    const record = await repository.product(code);
    if (!record) return null;
    const [breadcrumbs, stats] = await Promise.all([
      repository.categoryTrail(record.categoryCode),
      repository.reviewStats(code),
    ]);
    const own = breadcrumbs.at(-1) ?? { code: record.categoryCode, name: record.categoryCode, path: "" };
    return {
      code: record.code,
      name: record.name,
      productType: record.productType,
      variantShape: record.variantShape,
      defaultCategory: own,
      breadcrumbs,
      description: record.description,
      sizeAndCare: record.sizeAndCare,
      sustainableStyle: record.sustainableStyle,
      deliveryInfo: record.deliveryInfo,
      isNew: record.isNew,
      internationalDelivery: record.internationalDelivery,
      restrictedCountries: record.restrictedCountries,
      giftWrappable: record.giftWrappable,
      groups: record.groups,
      swatches: toSwatches(record, ctx),
      reviewSummary: stats,
      currency: ctx.currency,
    };
  }

  async function cards(codes: readonly string[], ctx: PriceContext): Promise<ProductCard[]> {
    const found = new Map((await repository.cards(codes)).map((card) => [card.code, card]));
    return codes.flatMap((code) => {
      const card = found.get(code);
      return card ? [toCard(card, ctx)] : [];
    });
  }

  async function variant(code: string): Promise<VariantRecord | undefined> {
    return (await repository.variants([code]))[0];
  }

  return {
    detail,
    cards,

    async reviews(
      code: string,
      page: number,
      pageSize = REVIEWS_PAGE_SIZE,
      sort: ReviewSort = "newest",
    ): Promise<ReviewPage> {
      const summary = await repository.reviewStats(code);
      const pages = totalPages(summary.count, pageSize);
      const currentPage = Math.min(Math.max(1, page), pages);
      const reviews = await repository.reviews(code, (currentPage - 1) * pageSize, pageSize, sort);
      return {
        reviews,
        summary,
        pagination: { currentPage, pageSize, totalPages: pages, totalResults: summary.count },
      };
    },

    async bundle(code: string, ctx: PriceContext): Promise<BundleDetail | null> {
      const product = await detail(code, ctx);
      if (product?.productType !== "bundle") return null;
      const setEntries = await repository.setEntries(code);
      const entries: BundleEntry[] = [];
      let giftBox: GiftBoxEntry | null = null;
      for (const entry of setEntries) {
        const entryProduct = await detail(entry.productCode, ctx);
        if (!entryProduct) continue;
        const swatch = entryProduct.swatches[0];
        if (entry.role === GIFT_BOX_ROLE) {
          const variant = swatch?.variantOptions[0];
          if (!variant) continue;
          giftBox = {
            code: entryProduct.code,
            name: entryProduct.name,
            variantCode: variant.code,
            description: entryProduct.description,
            price: variant.price,
            image: swatch?.images[0] ?? null,
          };
          continue;
        }
        const chosen = defaultVariant(swatch);
        const oneSize = (swatch?.variantOptions.length ?? 0) === 1;
        entries.push({
          position: entry.position,
          quantity: entry.quantity,
          product: entryProduct,
          oneSize,
          defaultSwatchCode: swatch?.code ?? "",
          defaultVariantCode: oneSize ? (chosen?.code ?? null) : null,
        });
      }
      const price = sumPrices(
        entries.map((entry) => ({
          price: defaultVariant(entry.product.swatches[0])?.price ?? null,
          quantity: entry.quantity,
        })),
      );
      return { product, entries, giftBox, price };
    },

    async collection(code: string, page: number, ctx: PriceContext): Promise<CollectionDetail | null> {
      const product = await detail(code, ctx);
      if (product?.productType !== "collection") return null;
      const codes = (await repository.setEntries(code))
        .filter((e) => e.role !== GIFT_BOX_ROLE)
        .map((e) => e.productCode);
      const pages = totalPages(codes.length, COLLECTION_PAGE_SIZE);
      const currentPage = Math.min(Math.max(1, page), pages);
      const slice = codes.slice((currentPage - 1) * COLLECTION_PAGE_SIZE, currentPage * COLLECTION_PAGE_SIZE);
      return {
        product,
        cards: await cards(slice, ctx),
        pagination: {
          currentPage,
          pageSize: COLLECTION_PAGE_SIZE,
          totalPages: pages,
          totalResults: codes.length,
        },
      };
    },

    /** Stock of a product's variants, optionally of one group (spec 002 §7 products/{code}/stock). */
    async stock(code: string, groupCode: string | undefined, ctx: PriceContext): Promise<StockReport | null> {
      const product = await detail(code, ctx);
      if (!product) return null;
      const variants = productVariants(product).filter((v) => !groupCode || v.groupCode === groupCode);
      if (groupCode && variants.length === 0)
        throw new DomainError("invalid", `Product ${code} has no group ${groupCode}.`, {
          groupCode: "Unknown group",
        });
      const statuses = variants.map((v) => v.stockLevelStatus);
      const overall = statuses.every((s) => s === "outOfStock")
        ? "outOfStock"
        : statuses.includes("inStock")
          ? "inStock"
          : (statuses.find((s) => s !== "outOfStock") ?? "outOfStock");
      return {
        code,
        stockLevelStatus: overall,
        variants: variants.map((v) => ({
          code: v.code,
          groupCode: v.groupCode,
          stockLevel: v.stockLevel,
          stockLevelStatus: v.stockLevelStatus,
          notifyMe: v.notifyMe,
        })),
      };
    },

    /** spec 002 §7 products/fsis: whether each size is on a shop shelf somewhere. Product codes expand to their sizes. */
    async storeStockBySizes(codes: readonly string[]) {
      const [byVariant, byProduct] = await Promise.all([
        repository.variants(codes),
        repository.variantsOfProducts(codes),
      ]);
      const seen = new Map<string, VariantRecord>();
      for (const v of [...byVariant, ...byProduct]) seen.set(v.code, v);
      return [...seen.values()].map((v) => ({
        variantProductCode: v.code,
        hasVariantProductStockInStores: v.storeStock > 0,
      }));
    },

    variant,

    countryName: (isocode: string) => repository.countryName(isocode),

    /**
     * How each product travels and where it may go, keyed by product code (spec 001 §9 split delivery, spec 002
     * §5): what the delivery quote needs of a cart's lines. Codes of no product are left out.
     */
    async deliveryFacts(productCodes: readonly string[]): Promise<Map<string, ProductDeliveryFacts>> {
      return repository.deliveryFacts(productCodes);
    },

    async exists(code: string): Promise<boolean> {
      return (await repository.cards([code])).length > 0;
    },

    /**
     * Records a notify-me request for one size, or for every size of a colour that takes alerts; false when the
     * same e-mail already waited for all of them.
     */
    async notifyMe(request: NotifyMeRequest, ctx: NotifyMeContext): Promise<{ created: boolean }> {
      checkNotifyMeEmail(request.email, ctx.pattern, ctx.message);
      const targets = request.variantCode
        ? [assertVariantTakesAlerts(await variant(request.variantCode), request.productCode)]
        : swatchVariantsTakingAlerts(
            await repository.variantsOfProducts([request.productCode]),
            request.productCode,
            request.swatchCode ?? "",
          );
      let created = false;
      for (const target of targets) {
        const saved = await repository.saveAlert({
          email: request.email.toLowerCase(),
          productCode: target.productCode,
          variantCode: target.code,
          countryIso: ctx.countryIso,
          createdAt: ctx.now.toISOString(),
        });
        created ||= saved;
      }
      return { created };
    },
  };
}

export type ProductService = ReturnType<typeof createProductService>;
