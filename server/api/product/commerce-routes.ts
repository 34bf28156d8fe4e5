import { Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { localeOf, versionForSite } from "../site-visitor.ts";
import { commerceProduct } from "./commerce-product.ts";
import { code, commerceProductQuery, fsisQuery, stockQuery } from "./validators.ts";
import { priceContextFor } from "./visitor-prices.ts";

const BASE = "/TWCcommercewebservices/v2/:site/products";

function productCode(value: string | undefined): string {
  const parsed = code.safeParse(value);
  if (!parsed.success)
    throw new DomainError("invalid", "The product code is not valid.", { code: "Invalid product code" });
  return parsed.data;
}

// The commerce-service calls of spec 002 §7. An unknown product is a 400, as the commerce
// service answers, so the browser's product-data fetch falls back (spec 002 §7).
function unknownProduct(code: string): never {
  throw new DomainError("invalid", `Product with code '${code}' not found.`, {
    code: "UnknownIdentifierError",
  });
}

export const commerceProductRoutes = new Hono<AppEnv>()
  // Registered before products/{code} so "fsis" is never read as a product code.
  .get(`${BASE}/fsis`, async (c) => {
    versionForSite(c.req.param("site"));
    const { productCodes } = fsisQuery.parse(c.req.query());
    const variantStoreStocks = await c.get("services").product.storeStockBySizes(productCodes);
    c.header("Cache-Control", "no-store");
    return c.json({ variantStoreStocks });
  })
  .get(`${BASE}/:code`, async (c) => {
    const version = versionForSite(c.req.param("site"));
    const code = productCode(c.req.param("code"));
    const query = commerceProductQuery.parse(c.req.query());
    const { product: service } = c.get("services");
    const product = await service.detail(code, priceContextFor(c, version));
    if (!product) unknownProduct(code);
    if (query.groupCode && !product.groups.some((g) => g.code === query.groupCode))
      throw new DomainError("invalid", `Product ${code} has no group ${query.groupCode}.`, {
        groupCode: "Unknown group",
      });
    const reviews =
      query.fields === "FULL"
        ? await service.reviews(code, query.currentPage + 1, query.pageSize, query.sortBy)
        : undefined;
    return c.json(
      commerceProduct(product, {
        groupCode: query.groupCode,
        swatchCode: query.swatch,
        squareImages: query.squareImages,
        imagePreset: query.typeOfImage,
        fields: query.fields,
        locale: localeOf(version),
        reviews,
      }),
    );
  })
  .get(`${BASE}/:code/stock`, async (c) => {
    const version = versionForSite(c.req.param("site"));
    const code = productCode(c.req.param("code"));
    const { groupCode } = stockQuery.parse(c.req.query());
    const stock = await c.get("services").product.stock(code, groupCode, priceContextFor(c, version));
    if (!stock) unknownProduct(code);
    c.header("Cache-Control", "no-store");
    return c.json(stock);
  })
  .get(`${BASE}/:code/swatches`, async (c) => {
    const version = versionForSite(c.req.param("site"));
    const code = productCode(c.req.param("code"));
    const product = await c.get("services").product.detail(code, priceContextFor(c, version));
    if (!product) unknownProduct(code);
    const shaped = commerceProduct(product, {
      squareImages: true,
      fields: "DEFAULT",
      locale: localeOf(version),
    });
    return c.json({ code, swatches: "swatches" in shaped ? shaped.swatches : [] });
  });
