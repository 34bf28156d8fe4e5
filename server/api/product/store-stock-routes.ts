import { Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { DEFAULT_COUNTRY_BY_VERSION } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";
import { storeStockQuery } from "./validators.ts";
import { visitorVersion } from "./visitor-prices.ts";

/**
 * `GET /api/stores/stock?productCode=&variantCode=&location=|latitude=&longitude=&range=&onlyWithStock=`
 * (spec 002 §7 "Store stock for a product"; shape ours, see README). Stores within the range,
 * nearest first, with the size's stock in each; `outcome` says why a list is empty.
 */
export const storeStockRoutes = new Hono<AppEnv>().get("/api/stores/stock", async (c) => {
  const query = storeStockQuery.parse(c.req.query());
  const { product, storeStock, config } = c.get("services");
  const variant = await product.variant(query.variantCode);
  if (!variant || variant.productCode !== query.productCode)
    throw new DomainError("invalid", "That size does not belong to this product.", {
      variantCode: "That size does not belong to this product.",
    });
  const version = visitorVersion(c, query.version);
  const result = await storeStock.search({
    variantCode: variant.code,
    origin:
      query.latitude !== undefined && query.longitude !== undefined
        ? { latitude: query.latitude, longitude: query.longitude }
        : { place: query.location ?? "" },
    rangeMiles: query.range,
    onlyWithStock: query.onlyWithStock,
    preferredCountry: DEFAULT_COUNTRY_BY_VERSION[version],
    lowStockThreshold: config[version].lowStockThreshold,
  });
  c.header("Cache-Control", "no-store");
  return c.json({ productCode: query.productCode, variantCode: variant.code, ...result });
});
