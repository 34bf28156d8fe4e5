import { Hono } from "hono";
import { DomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";
import { pageUrlQuery, splitPageUrl } from "../page-url.ts";

/** `GET /twccmsservice/page/?url={path}`: a page's content by slot (spec 002 §7). */
export const pageContentRoutes = new Hono<AppEnv>().get("/twccmsservice/page/", async (c) => {
  const { url } = pageUrlQuery.parse(c.req.query());
  const { version, path } = splitPageUrl(url);
  const page = await c.get("services").content.page(path, version);
  if (!page) throw new DomainError("notFound", `No content exists for ${url}.`);
  c.header("Cache-Control", "public, max-age=60");
  return c.json(page);
});
