// spec 000 §3: two stored OAuth tokens, each with access_token and expires_at (epoch ms).
export type TokenKind = "general" | "password";

export interface StoredToken {
  access_token: string;
  expires_at: number;
  refresh_token?: string;
}

export interface TokenStore {
  get(kind: TokenKind): StoredToken | undefined;
  set(kind: TokenKind, token: StoredToken): void;
  remove(kind: TokenKind): void;
}

/** What the OAuth token path answers (spec 001 §7). */
export interface TokenGrant {
  access_token: string;
  expires_in: number;
  refresh_token?: string;
}

// Hand-written checks rather than a schema library: this module ships with every page, and zod's core
// (even zod/mini) was a fifth of the shell's script and a long task while it initialised on a phone.
/**
 * An access token with its one time field (`expires_at` when stored, `expires_in` from the token path) and an
 * optional refresh token, or undefined when anything about it is off.
 */
function parseToken<Time extends "expires_at" | "expires_in">(
  value: unknown,
  time: Time,
): ({ access_token: string; refresh_token?: string } & Record<Time, number>) | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return undefined;
  const { access_token, refresh_token, [time]: timeValue } = value as Record<string, unknown>;
  if (typeof access_token !== "string" || access_token.length === 0) return undefined;
  if (typeof timeValue !== "number" || !Number.isFinite(timeValue)) return undefined;
  if (refresh_token !== undefined && typeof refresh_token !== "string") return undefined;
  const token = { access_token, [time]: timeValue } as { access_token: string } & Record<Time, number>;
  return refresh_token === undefined ? token : { ...token, refresh_token };
}

/** A stored token as read back from storage, or undefined when anything about it is off. */
export function parseStoredToken(value: unknown): StoredToken | undefined {
  return parseToken(value, "expires_at");
}

/** The token path's answer, or undefined when it is not a grant. */
export function parseTokenGrant(value: unknown): TokenGrant | undefined {
  return parseToken(value, "expires_in");
}

/**
 * spec 001 §4: a token is renewed shortly before it expires, so a call never leaves with one that lapses on the
 * way (and the server's 15-minute access tokens are refreshed before the server refuses them).
 */
const TOKEN_RENEWAL_MARGIN_MS = 30_000;

export function isTokenExpired(token: StoredToken, now: number, marginMs = TOKEN_RENEWAL_MARGIN_MS): boolean {
  return token.expires_at - marginMs <= now;
}

// spec 001 §4: the expiry is computed from expires_in (seconds). A grant without a new refresh token keeps the old one.
export function storedTokenFromGrant(grant: TokenGrant, now: number, previous?: StoredToken): StoredToken {
  const refreshToken = grant.refresh_token ?? previous?.refresh_token;
  const token: StoredToken = { access_token: grant.access_token, expires_at: now + grant.expires_in * 1000 };
  return refreshToken === undefined ? token : { ...token, refresh_token: refreshToken };
}

export const TOKEN_STORAGE_KEYS: Record<TokenKind, string> = {
  general: "oauth-token:general",
  password: "oauth-token:password",
};

/**
 * The browser's store. Unreadable or malformed entries count as missing, so the token is fetched again. Given a
 * function, it opens the storage on first use: the first touch of `window.localStorage` loads the origin's storage
 * synchronously (12 ms of a phone-sized page load here), which no page should pay before it needs a token.
 */
export function createStorageTokenStore(storageOrOpener: Storage | (() => Storage)): TokenStore {
  // Inside each call's try: opening storage throws where it is disabled.
  const storage = () => (typeof storageOrOpener === "function" ? storageOrOpener() : storageOrOpener);
  return {
    get(kind) {
      try {
        const raw = storage().getItem(TOKEN_STORAGE_KEYS[kind]);
        if (raw === null) return undefined;
        return parseStoredToken(JSON.parse(raw));
      } catch {
        return undefined;
      }
    },
    set(kind, token) {
      try {
        storage().setItem(TOKEN_STORAGE_KEYS[kind], JSON.stringify(token));
      } catch {
        // Storage full or disabled (private browsing): the token lives for this call only.
      }
    },
    remove(kind) {
      try {
        storage().removeItem(TOKEN_STORAGE_KEYS[kind]);
      } catch {
        // Nothing stored when storage is disabled.
      }
    },
  };
}

export function createMemoryTokenStore(initial: Partial<Record<TokenKind, StoredToken>> = {}): TokenStore {
  const tokens = new Map(Object.entries(initial) as [TokenKind, StoredToken][]);
  return {
    get: (kind) => tokens.get(kind),
    set: (kind, token) => void tokens.set(kind, token),
    remove: (kind) => void tokens.delete(kind),
  };
}
