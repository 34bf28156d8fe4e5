import { Hono } from "hono";
import { contentDeliveryQuery, imageMetadataQuery } from "../../../core/content/content-platform.ts";
import { DomainError } from "../../../core/errors/domain-error.ts";
import { isVersion, type Version } from "../../../core/site/versions.ts";
import type { AppEnv } from "../../app-env.ts";

// The content platform's delivery calls (spec 002 §7), served from our content store: thin handlers over
// core/content/content-platform.ts. The same for every shopper of a version: cacheable, like the page content call.

const CACHE = "public, max-age=60";

function versionOf(value: string): Version {
  if (!isVersion(value)) throw new DomainError("notFound", "No such site version.");
  return value;
}

export const contentPlatformRoutes = new Hono<AppEnv>()
  .get("/api/cms/:version/content/id/:id", async (c) => {
    const query = contentDeliveryQuery.parse(c.req.query());
    const answer = await c
      .get("services")
      .contentPlatform.byId(c.req.param("id"), versionOf(c.req.param("version")), query);
    c.header("Cache-Control", CACHE);
    return c.json(answer);
  })
  // A key is a site path and may hold slashes (`help/delivery`), sent encoded or not.
  .get("/api/cms/:version/content/key/*", async (c) => {
    const query = contentDeliveryQuery.parse(c.req.query());
    // The version first: only a known one (plain letters) measures the prefix the same encoded as decoded.
    const version = versionOf(c.req.param("version"));
    const encoded = new URL(c.req.url).pathname.slice(`/api/cms/${version}/content/key/`.length);
    let key: string;
    try {
      key = decodeURIComponent(encoded).replace(/^\/+|\/+$/g, "");
    } catch {
      throw new DomainError("invalid", "The content key is not a valid address.");
    }
    const answer = await c.get("services").contentPlatform.byKey(key, version, query);
    c.header("Cache-Control", CACHE);
    return c.json(answer);
  })
  .get("/api/cms/:version/content/slot/:slotId", async (c) => {
    const query = contentDeliveryQuery.parse(c.req.query());
    const answer = await c
      .get("services")
      .contentPlatform.bySlot(c.req.param("slotId"), versionOf(c.req.param("version")), query);
    c.header("Cache-Control", CACHE);
    return c.json(answer);
  })
  // `{image id}.json`, as the platform's media service names an image's metadata.
  .get("/api/cms/:version/images/:name", async (c) => {
    const { metadata } = imageMetadataQuery.parse(c.req.query());
    const name = c.req.param("name");
    if (!name.endsWith(".json"))
      throw new DomainError("notFound", "Image metadata is asked for as {id}.json.");
    const id = name.slice(0, -".json".length);
    const answer = await c
      .get("services")
      .contentPlatform.imageMetadata(id, versionOf(c.req.param("version")), metadata === "true");
    c.header("Cache-Control", CACHE);
    return c.json(answer);
  });
