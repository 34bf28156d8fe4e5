import { createStorageTokenStore } from "./token-store.ts";

/**
 * At sign-out: forgets the stored OAuth tokens, so the next visitor of this browser cannot use
 * them. The saved-items count and the bag live in page state, which the sign-out's full page load starts afresh.
 */
export function forgetSignedInClientState(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const tokens = createStorageTokenStore(storage);
  tokens.remove("password");
  tokens.remove("general");
}
