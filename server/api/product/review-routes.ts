import { Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { code, reviewsQuery } from "./validators.ts";

/**
 * `GET /api/product/{code}/reviews?page=&pageSize=&sort=` (spec 002 §7 leaves the review fetch
 * to us): one page of reviews (9 by default), the summary and the pagination.
 */
export const reviewRoutes = new Hono<AppEnv>().get("/api/product/:code/reviews", async (c) => {
  const parsed = code.safeParse(c.req.param("code"));
  if (!parsed.success)
    throw new DomainError("invalid", "The product code is not valid.", { code: "Invalid product code" });
  const query = reviewsQuery.parse(c.req.query());
  const { product } = c.get("services");
  if (!(await product.exists(parsed.data)))
    throw new DomainError("notFound", `Product with code '${parsed.data}' not found.`);
  c.header("Cache-Control", "public, max-age=300");
  return c.json(await product.reviews(parsed.data, query.page, query.pageSize, query.sort));
});
