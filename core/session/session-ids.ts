import { createHash, randomBytes } from "node:crypto";

// Session ids and their CSRF tokens (docs/decisions/004-session-model.md), here so the session middleware and
// the repository's rotation (a new id at sign-in, docs/decisions/018) make them the same way.

/** 32 random bytes in base64url (43 characters). */
export function newSessionId(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * The CSRF token of a session that has no row yet is derived from its secret id, so a page can show it
 * before anything is stored and any instance can check it. Knowing the token tells nothing about the id;
 * forging it needs the id, which only the shopper's cookie holds.
 */
export function csrfTokenFor(id: string): string {
  return createHash("sha256").update(`twc-csrf:${id}`).digest("base64url");
}
