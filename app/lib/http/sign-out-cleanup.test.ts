import { describe, expect, it } from "vitest";
import { WISHLIST_RESPONSE_CACHE } from "../../../core/wishlist/saved-items-events.ts";
import { REFERRER_STORAGE_KEY } from "../navigation/referrer.ts";
import { forgetSignedInClientState } from "./sign-out-cleanup.ts";
import { TOKEN_STORAGE_KEYS } from "./token-store.ts";

/** A Storage kept in a map, as the browser's local and session storage behave. */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => void map.delete(key),
    setItem: (key, value) => void map.set(key, value),
  };
}

describe("signing out (spec 000 §6)", () => {
  it("clears the wishlist cache, the stored tokens and the recorded state, and keeps the rest", async () => {
    const token = JSON.stringify({ access_token: "a", expires_at: 1 });
    const local = memoryStorage({
      [TOKEN_STORAGE_KEYS.password]: token,
      [TOKEN_STORAGE_KEYS.general]: token,
      unrelated: "kept",
    });
    const session = memoryStorage({ [REFERRER_STORAGE_KEY]: "/uk/my-account", other: "kept" });
    const deleted: string[] = [];
    await forgetSignedInClientState({
      local,
      session,
      caches: {
        delete: async (name) => {
          deleted.push(name);
          return true;
        },
      },
    });
    expect(local.getItem(TOKEN_STORAGE_KEYS.password)).toBeNull();
    expect(local.getItem(TOKEN_STORAGE_KEYS.general)).toBeNull();
    expect(local.getItem("unrelated")).toBe("kept");
    expect(session.getItem(REFERRER_STORAGE_KEY)).toBeNull();
    expect(session.getItem("other")).toBe("kept");
    expect(deleted).toEqual([WISHLIST_RESPONSE_CACHE]);
    expect(WISHLIST_RESPONSE_CACHE).toBe("wishlist-responses");
  });

  it("still signs out when a store is missing or refuses", async () => {
    await expect(
      forgetSignedInClientState({ caches: { delete: () => Promise.reject(new Error("SecurityError")) } }),
    ).resolves.toBeUndefined();
    await expect(forgetSignedInClientState({})).resolves.toBeUndefined();
  });
});
