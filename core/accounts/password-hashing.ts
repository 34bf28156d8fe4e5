import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import type { PasswordHash } from "./account-types.ts";

// Passwords are hashed with scrypt, memory-hard (ARCHITECTURE.md "Security": N ≥ 2^17, r 8, p 1), built into
// Node so no native addon is needed. Each hash records its parameters, so a hash made with weaker ones is
// re-made at the customer's next sign-in (`needsRehash`).

export const CURRENT_PASSWORD_PARAMETERS = { logN: 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;

function derive(
  password: string,
  salt: Buffer,
  params: { logN: number; r: number; p: number },
): Promise<Buffer> {
  const N = 2 ** params.logN;
  // scrypt needs 128·N·r bytes; Node's default ceiling (32 MiB) is below that for N = 2^17.
  const maxmem = 256 * N * params.r;
  return new Promise((resolve, reject) =>
    scrypt(
      password.normalize("NFC"),
      salt,
      KEY_LENGTH,
      { N, r: params.r, p: params.p, maxmem },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

export async function hashPassword(
  password: string,
  params: { logN: number; r: number; p: number } = CURRENT_PASSWORD_PARAMETERS,
): Promise<PasswordHash> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, params);
  return { algorithm: "scrypt", ...params, salt: salt.toString("base64"), hash: hash.toString("base64") };
}

/** Compares in constant time. */
export async function verifyPassword(password: string, stored: PasswordHash): Promise<boolean> {
  const expected = Buffer.from(stored.hash, "base64");
  const actual = await derive(password, Buffer.from(stored.salt, "base64"), stored);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

export function needsRehash(stored: PasswordHash): boolean {
  const current = CURRENT_PASSWORD_PARAMETERS;
  return stored.logN < current.logN || stored.r !== current.r || stored.p !== current.p;
}

/**
 * A hash of nothing, verified when an e-mail has no account, so a sign-in takes as long whether or not the
 * account exists (answers must not tell who has one). Made with the parameters the real hashes are made with, or
 * it would not take as long: production's by default, the tests' cheaper ones where a service is given those.
 */
const decoys = new Map<string, Promise<PasswordHash>>();
export function decoyHash(
  params: { logN: number; r: number; p: number } = CURRENT_PASSWORD_PARAMETERS,
): Promise<PasswordHash> {
  const key = `${params.logN}:${params.r}:${params.p}`;
  let decoy = decoys.get(key);
  if (!decoy) {
    decoy = hashPassword(randomBytes(16).toString("base64"), params);
    decoys.set(key, decoy);
  }
  return decoy;
}
