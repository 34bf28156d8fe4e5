import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";

// The first-party OAuth client's secret for `npm start` on one machine (docs/decisions/037): made once, at random,
// kept in a file only its owner can read, and read again at every later start, so a token call scripted against
// it keeps working. A production instance is given OAUTH_CLIENT_SECRET instead and never reads this file.

const MIN_LENGTH = 16;

/** The secret kept in `file`, made there (mode 600) on the first call; a file holding too short a secret throws. */
export function machineOAuthSecret(file: string): { secret: string; created: boolean } {
  try {
    const kept = readFileSync(file, "utf8").trim();
    if (kept.length < MIN_LENGTH)
      throw new Error(
        `${file} holds no OAuth client secret of ${MIN_LENGTH}+ characters: delete it to make a new one`,
      );
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
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return machineOAuthSecret(file);
    throw error;
  }
  return { secret, created: true };
}
