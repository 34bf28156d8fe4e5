import { describe, expect, it } from "vitest";
import {
  createStorageTokenStore,
  parseStoredToken,
  parseTokenGrant,
  TOKEN_STORAGE_KEYS,
} from "./token-store.ts";

function memoryStorage(entries: Record<string, string> = {}): Storage {
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

describe("stored tokens", () => {
  it("reads back a well-formed token, with or without a refresh token", () => {
    expect(parseStoredToken({ access_token: "a", expires_at: 5 })).toEqual({
      access_token: "a",
      expires_at: 5,
    });
    expect(parseStoredToken({ access_token: "a", expires_at: 5, refresh_token: "r", extra: 1 })).toEqual({
      access_token: "a",
      expires_at: 5,
      refresh_token: "r",
    });
  });

  it.each([
    null,
    [],
    "token",
    {},
    { access_token: "", expires_at: 5 },
    { access_token: 1, expires_at: 5 },
    { access_token: "a" },
    { access_token: "a", expires_at: "5" },
    { access_token: "a", expires_at: Number.NaN },
    { access_token: "a", expires_at: 5, refresh_token: 7 },
  ])("treats %j as missing", (value) => {
    expect(parseStoredToken(value)).toBeUndefined();
  });

  it("counts unreadable storage entries as missing, so the token is fetched again", () => {
    const store = createStorageTokenStore(
      memoryStorage({
        [TOKEN_STORAGE_KEYS.general]: "{not json",
        [TOKEN_STORAGE_KEYS.password]: JSON.stringify({ access_token: "p", expires_at: 9 }),
      }),
    );
    expect(store.get("general")).toBeUndefined();
    expect(store.get("password")).toEqual({ access_token: "p", expires_at: 9 });
  });

  it("opens the browser's storage only when a token is first read or written", () => {
    const opened: Storage[] = [];
    const storage = memoryStorage({});
    const store = createStorageTokenStore(() => {
      opened.push(storage);
      return storage;
    });
    expect(opened).toHaveLength(0);
    store.set("general", { access_token: "g", expires_at: 9 });
    expect(store.get("general")).toEqual({ access_token: "g", expires_at: 9 });
    expect(opened.length).toBeGreaterThan(0);
  });

  it("treats storage that cannot be opened (disabled, private browsing) as empty", () => {
    const store = createStorageTokenStore(() => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    });
    expect(() => store.set("general", { access_token: "g", expires_at: 9 })).not.toThrow();
    expect(store.get("general")).toBeUndefined();
    expect(() => store.remove("general")).not.toThrow();
  });
});

describe("token grants", () => {
  it("accepts the token path's answer and refuses anything else", () => {
    expect(parseTokenGrant({ access_token: "a", expires_in: 3600, token_type: "bearer" })).toEqual({
      access_token: "a",
      expires_in: 3600,
    });
    expect(parseTokenGrant({ access_token: "a", expires_in: 60, refresh_token: "r" })?.refresh_token).toBe(
      "r",
    );
    expect(parseTokenGrant({ access_token: "a", expires_at: 60 })).toBeUndefined();
    expect(parseTokenGrant({ error: "invalid_grant" })).toBeUndefined();
    expect(parseTokenGrant(undefined)).toBeUndefined();
  });
});
