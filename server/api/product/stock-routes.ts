import { Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { code as codeSchema, stockQuery } from "./validators.ts";
import { priceContextFor, visitorVersion } from "./visitor-prices.ts";

/** `GET /api/products/stock/{code}?groupCode=` (spec 002 §7): the storefront's own stock read. */
export const stockRoutes = new Hono<AppEnv>().get("/api/products/stock/:code", async (c) => {
  const code = codeSchema.safeParse(c.req.param("code"));
  if (!code.success)
    throw new DomainError("invalid", "The product code is not valid.", { code: "Invalid product code" });
  const { groupCode } = stockQuery.parse(c.req.query());
  const stock = await c
    .get("services")
    .product.stock(code.data, groupCode, priceContextFor(c, visitorVersion(c, undefined)));
  if (!stock) throw new DomainError("notFound", `Product with code '${code.data}' not found.`);
  c.header("Cache-Control", "no-store");
  return c.json(stock);
});
