// zod/mini: this module ships to every page, and the classic API would add ~50 KB gzipped.
import { z } from "zod/mini";

// spec 000 §3: two stored OAuth tokens, each with access_token and expires_at (epoch ms).
export type TokenKind = "general" | "password";

const storedTokenSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_at: z.number(),
  refresh_token: z.optional(z.string()),
});
export type StoredToken = z.infer<typeof storedTokenSchema>;

export interface TokenStore {
  get(kind: TokenKind): StoredToken | undefined;
  set(kind: TokenKind, token: StoredToken): void;
  remove(kind: TokenKind): void;
}

/** What the OAuth token path answers (spec 001 §7). */
export const tokenGrantSchema = z.object({
  access_token: z.string().check(z.minLength(1)),
  expires_in: z.number(),
  refresh_token: z.optional(z.string()),
});
export type TokenGrant = z.infer<typeof tokenGrantSchema>;

export function isTokenExpired(token: StoredToken, now: number): boolean {
  return token.expires_at <= now;
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

/** The browser's store. Unreadable or malformed entries count as missing, so the token is fetched again. */
export function createStorageTokenStore(storage: Storage): TokenStore {
  return {
    get(kind) {
      try {
        const raw = storage.getItem(TOKEN_STORAGE_KEYS[kind]);
        if (raw === null) return undefined;
        const parsed = storedTokenSchema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : undefined;
      } catch {
        return undefined;
      }
    },
    set(kind, token) {
      try {
        storage.setItem(TOKEN_STORAGE_KEYS[kind], JSON.stringify(token));
      } catch {
        // Storage full or disabled (private browsing): the token lives for this call only.
      }
    },
    remove(kind) {
      try {
        storage.removeItem(TOKEN_STORAGE_KEYS[kind]);
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
