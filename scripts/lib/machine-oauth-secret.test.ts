import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { machineGiftCardSecret, machineOAuthSecret } from "./machine-oauth-secret.ts";

// `npm start`'s OAuth client secret and gift card secret for one machine (docs/decisions/037, 043).

const dirs: string[] = [];
function fileIn(): string {
  const dir = mkdtempSync(join(tmpdir(), "machine-secret-"));
  dirs.push(dir);
  return join(dir, "data", "oauth-client-secret");
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("machineOAuthSecret", () => {
  it("makes a random secret once, readable by its owner only, and reads the same one at every later start", () => {
    const file = fileIn();
    const first = machineOAuthSecret(file);
    expect(first.created).toBe(true);
    expect(first.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8")).toBe(`${first.secret}\n`);
    expect(machineOAuthSecret(file)).toEqual({ secret: first.secret, created: false });
    expect(machineOAuthSecret(fileIn()).secret).not.toBe(first.secret);
  });

  it("keeps a secret written by hand, and refuses a file too short to be one", () => {
    const file = fileIn();
    machineOAuthSecret(file);
    writeFileSync(file, "a-secret-chosen-by-hand\n");
    expect(machineOAuthSecret(file).secret).toBe("a-secret-chosen-by-hand");
    writeFileSync(file, "short\n");
    expect(() => machineOAuthSecret(file)).toThrow(/holds no OAuth client secret of 16\+ characters/);
  });
});

describe("machineGiftCardSecret", () => {
  it("makes a secret of 32+ characters once and keeps it, refusing a shorter one written by hand", () => {
    const file = fileIn().replace("oauth-client-secret", "gift-card-secret");
    const first = machineGiftCardSecret(file);
    expect(first.created).toBe(true);
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(machineGiftCardSecret(file)).toEqual({ secret: first.secret, created: false });
    writeFileSync(file, "a-secret-chosen-by-hand\n");
    expect(() => machineGiftCardSecret(file)).toThrow(/holds no gift card secret of 32\+ characters/);
  });
});
