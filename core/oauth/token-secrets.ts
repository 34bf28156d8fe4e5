import { createHash, randomBytes } from "node:crypto";

// Tokens are 32 random bytes handed out once; only their SHA-256 is stored, so a copy of the database grants
// nothing. A fast hash is enough here (unlike passwords): the input has 256 bits of entropy.

export function newTokenValue(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenHash(value: string): string {
  return createHash("sha256").update(value, "utf8").digest("hex");
}
