import type { CollectionPoint } from "../../core/collection-points/collection-points.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { z } from "../../core/validation/zod.ts";

// The Collect+ search of the checkout page: a GET of the page with `pudo` (a postcode or a
// town) or the browser's `latitude` and `longitude`, so it works without the script. Nothing is stored until the
// shopper chooses a point.

export type CollectionSearch =
  | { query: string; ok: true; points: CollectionPoint[] }
  | { query: string; ok: false; error: "invalidAddress" | "zeroResults" };

const byText = z.object({ pudo: z.string().trim().min(1).max(60) });
const byPosition = z.object({
  latitude: z.coerce.number().min(-90).max(90),
  longitude: z.coerce.number().min(-180).max(180),
});

export async function searchCollectionPointsFor(
  ctx: RequestContext,
  url: URL,
): Promise<CollectionSearch | null> {
  const params = Object.fromEntries(url.searchParams);
  const text = byText.safeParse(params);
  const position = byPosition.safeParse(params);
  if (!text.success && !position.success) return null;
  const query = text.success ? { text: text.data.pudo } : (position.data as z.infer<typeof byPosition>);
  const found = await ctx.services.collectionPoints.search(query);
  const shown = text.success ? text.data.pudo : "";
  return found.ok
    ? { query: shown, ok: true, points: found.points }
    : { query: shown, ok: false, error: found.error };
}
