import { Hono } from "hono";
import { imageUrl } from "../../../core/content/image-url.ts";
import { MAX_TEXT_LENGTH } from "../../../core/search/search-query.ts";
import { z } from "../../../core/validation/zod.ts";
import type { AppEnv } from "../../app-env.ts";
import { suggestionReply } from "./suggestion-reply.ts";

const versionParam = z.enum(["uk", "us", "row"], { error: "version must be uk, us or row" });
export const autocompleteQuery = z.object({
  term: z
    .string({ error: "term is required" })
    .trim()
    .min(1, "term is required")
    .max(MAX_TEXT_LENGTH, `term must be at most ${MAX_TEXT_LENGTH} characters`),
});
export const categoryUrlsQuery = z.object({
  ids: z
    .string({ error: "ids is required" })
    .transform((v) =>
      v
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().max(60))
        .min(1, "ids needs at least one category id")
        .max(20, "ids takes at most 20 ids"),
    ),
});

/**
 * Search-as-you-type (spec 000 §3, §7, §9): `GET /{version}/search/autocomplete?term=` answers
 * `suggestionGroups` (related ≤ 7, categories ≤ 4, products ≤ 3), and
 * `GET /{version}/json/getCategoryUrlsFromCatIds.json?ids=a,b` resolves the categories' addresses.
 */
export const suggestionRoutes = new Hono<AppEnv>()
  .get("/:version/search/autocomplete", async (c) => {
    const version = versionParam.parse(c.req.param("version"));
    const { term } = autocompleteQuery.parse(c.req.query());
    const found = await c.get("services").search.suggest(term);
    const suggestions = suggestionReply(found, {
      versionPrefix: `/${version}`,
      thumbnail: (id) => imageUrl(id, 160),
    });
    // The same for everyone until the catalogue changes: a short shared cache absorbs typing bursts.
    c.header("Cache-Control", "public, max-age=60");
    return c.json(suggestions);
  })
  .get("/:version/json/getCategoryUrlsFromCatIds.json", async (c) => {
    const version = versionParam.parse(c.req.param("version"));
    const { ids } = categoryUrlsQuery.parse(c.req.query());
    const urls = await c.get("services").search.categoryUrls(ids, `/${version}`);
    c.header("Cache-Control", "public, max-age=300");
    return c.json({ categoryUrls: urls });
  });
