import { WISHLIST_RESPONSE_CACHE } from "../../../core/wishlist/saved-items-events.ts";
import { REFERRER_STORAGE_KEY } from "../navigation/referrer.ts";
import { createStorageTokenStore } from "./token-store.ts";

/** What the browser keeps for a signed-in shopper; each part is optional, as each may be missing or disabled. */
interface ClientStores {
  local?: Storage | undefined;
  session?: Storage | undefined;
  caches?: Pick<CacheStorage, "delete"> | undefined;
}

/** A cache that does not answer in this time is left: the sign-out itself must not wait on it. */
const CACHE_CLEAR_LIMIT_MS = 1000;

function browserStores(): ClientStores {
  const stores: ClientStores = {};
  try {
    stores.local = globalThis.localStorage;
    stores.session = globalThis.sessionStorage;
  } catch {
    // Storage disabled (some private modes): nothing was kept there.
  }
  stores.caches = typeof caches === "undefined" ? undefined : caches;
  return stores;
}

/**
 * spec 000 §6: signing out clears the wishlist cache (`wishlist-responses`) and the stored metadata, state and
 * password token, so the next visitor of this browser finds none of them: both OAuth tokens (local storage), the
 * tab's recorded referrer (session storage) and the cached saved-items answers. The saved-items count and the bag
 * live in page state, which the sign-out's full page load starts afresh. Resolves once all are cleared.
 */
export async function forgetSignedInClientState(stores: ClientStores = browserStores()): Promise<void> {
  if (stores.local) {
    const tokens = createStorageTokenStore(stores.local);
    tokens.remove("password");
    tokens.remove("general");
  }
  try {
    stores.session?.removeItem(REFERRER_STORAGE_KEY);
  } catch {
    // Storage disabled: nothing was recorded.
  }
  if (!stores.caches) return;
  const cleared = stores.caches.delete(WISHLIST_RESPONSE_CACHE).catch(() => false);
  await Promise.race([cleared, new Promise((resolve) => setTimeout(resolve, CACHE_CLEAR_LIMIT_MS))]);
}
