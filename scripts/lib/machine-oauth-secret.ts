import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

// The secrets `npm start` keeps for one machine (docs/decisions/037 and 043): the first-party OAuth client's, and
// the one gift card codes and PINs are keyed with. Each is made once, at random, kept in a file only its owner can
// read, and read again at every later start, so a token call scripted against it keeps working and the cards keyed
// with it are found again. A production instance is given OAUTH_CLIENT_SECRET and GIFT_CARD_SECRET instead and never
// reads these files.

/** The secret kept in `file`, made there (mode 600) on the first call; a file holding too short a secret throws. */
function machineSecret(file: string, what: string, minLength: number): { secret: string; created: boolean } {
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length < minLength)
      throw new Error(`${file} holds no ${what} of ${minLength}+ characters: delete it to make a new one`);
    return { secret: kept, created: false };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString("base64url");
  try {
    // "wx": of two starts racing, one writes and the other reads what it wrote.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return machineSecret(file, what, minLength);
    throw error;
  }
  return { secret, created: true };
}

export function machineOAuthSecret(file: string): { secret: string; created: boolean } {
  return machineSecret(file, "OAuth client secret", 16);
}

/**
 * The gift card secret: once cards are keyed with it, deleting the file loses them (none is found with a new one).
 */
export function machineGiftCardSecret(file: string): { secret: string; created: boolean } {
  return machineSecret(file, "gift card secret", 32);
}
