import { Hono } from "hono";
import { isMagazineIndex } from "../../../core/magazine/magazine-service.ts";
import type { AppEnv } from "../../app-env.ts";
import { privateAnswer } from "../../middleware/private-answer.ts";

// `POST /api/algolia/index/{index}` (spec 002 §7): the magazine search over the indexes
// twc-inspire-article-card (every article card) and twc-stories (the Stories catalogue).
// Parameters (facetFilters, hitsPerPage, page, facets, query, distinct, removeWordsIfNoResults,
// responseFields, restrictSearchableAttributes) come as a JSON object, as Algolia's
// `{ "params": "query=…&hitsPerPage=…" }`, or in the query string; body wins over query string.
// Answer: { hits, nbHits, page, nbPages, hitsPerPage, facets, query, queryAfterRemoval, index }.
// On any error (unknown index, bad parameters, bad JSON) the answer is an empty object {}, as the
// spec says, with 404 for an unknown index and 400 for bad parameters.
function fromParamsString(params: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(params));
}

async function readParams(request: Request, query: Record<string, string>): Promise<unknown> {
  const text = await request.text();
  if (!text.trim()) return { ...query };
  const type = request.headers.get("content-type") ?? "";
  if (type.startsWith("application/x-www-form-urlencoded")) return { ...query, ...fromParamsString(text) };
  const body: unknown = JSON.parse(text);
  if (!body || typeof body !== "object" || Array.isArray(body)) throw new SyntaxError("not an object");
  const { params, ...rest } = body as Record<string, unknown>;
  return { ...query, ...(typeof params === "string" ? fromParamsString(params) : {}), ...rest };
}

export const magazineSearchRoutes = new Hono<AppEnv>().post("/api/algolia/index/:index", async (c) => {
  privateAnswer(c);
  let params: unknown;
  try {
    params = await readParams(c.req.raw, c.req.query());
  } catch {
    return c.json({}, 400);
  }
  const magazine = c.get("services").magazine;
  const index = c.req.param("index");
  if (!isMagazineIndex(index)) return c.json({}, 404);
  const result = await magazine.search(index, params).catch(() => null);
  if (!result) return c.json({}, 400);
  return c.json(result);
});
