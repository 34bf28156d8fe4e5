import type { Version } from "../../../core/site/versions.ts";
import { WISHLIST_RESPONSE_CACHE } from "../../../core/wishlist/saved-items-events.ts";
import { getHttpClient, HttpError } from "../../lib/http-client.ts";

// The saved-items calls of spec 002 §7, under the version's base path (`/uk/api/wishlist`) so the server applies
// that version's maximum; shapes in docs/decisions/008-cart-and-saved-items.md.

export interface SavedItemRef {
  position: number;
  code: string;
  groupCode: string;
  name: string;
}

interface SavedItemsList {
  entries: SavedItemRef[];
  numberOfEntries: number;
}

/** `GET /api/wishlist`: the caller's list, newest first. */
export async function listSavedItems(version: Version): Promise<SavedItemsList> {
  const { data } = await getHttpClient().get<{ data: SavedItemsList }>(`/${version}/api/wishlist`, {
    errorHandle: false,
  });
  return data.data;
}

/**
 * `POST /api/wishlist`: `{ numberOfEntries, position }`, or, past the maximum, a 409 whose body names the
 * maximum so the client can offer the choice dialog. `replaceOldest` is the shopper's "Continue & Replace".
 */
export async function addSavedItem(
  version: Version,
  item: { code: string; groupCode: string; name: string },
  replaceOldest: boolean,
): Promise<{ numberOfEntries: number; position: number } | { maxItems: number }> {
  try {
    const { data } = await getHttpClient().post<{ numberOfEntries: number; position: number }>(
      `/${version}/api/wishlist`,
      { ...item, ...(replaceOldest ? { replaceOldest: true } : {}) },
      { errorHandle: false },
    );
    return data;
  } catch (error) {
    const maxItems = maximumIn(error);
    if (maxItems !== undefined) return { maxItems };
    throw error;
  }
}

function maximumIn(error: unknown): number | undefined {
  if (!(error instanceof HttpError) || error.status !== 409) return undefined;
  const data = error.data as { type?: string; maxItems?: number } | null;
  return data?.type === "WishlistMaximumExceededError" && typeof data.maxItems === "number"
    ? data.maxItems
    : undefined;
}

/** `DELETE /api/wishlist/{position}`: the updated list. */
export async function removeSavedItem(version: Version, position: number): Promise<SavedItemsList> {
  const { data } = await getHttpClient().delete<{ data: SavedItemsList }>(
    `/${version}/api/wishlist/${position}`,
    {
      errorHandle: false,
    },
  );
  return data.data;
}

/** spec 002 §4: cached wishlist responses are cleared after every change. */
export async function clearWishlistCache(): Promise<void> {
  if (typeof caches === "undefined") return;
  await caches.delete(WISHLIST_RESPONSE_CACHE).catch(() => false);
}
