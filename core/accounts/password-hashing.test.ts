import { describe, expect, it } from "vitest";
import {
  CURRENT_PASSWORD_PARAMETERS,
  decoyHash,
  hashPassword,
  needsRehash,
  verifyPassword,
} from "./password-hashing.ts";

// The API tests hash with cheaper parameters (tests/setup/api-app.ts): this file keeps production's cost under test,
// about half a second a hash here.

describe("password hashing at production cost", () => {
  it("hashes with the current parameters and verifies the right password only", async () => {
    const stored = await hashPassword("Sea-glass 7 shore");
    expect(stored).toMatchObject({ algorithm: "scrypt", ...CURRENT_PASSWORD_PARAMETERS });
    expect(needsRehash(stored)).toBe(false);
    expect(await verifyPassword("Sea-glass 7 shore", stored)).toBe(true);
    expect(await verifyPassword("Sea-glass 7 shorE", stored)).toBe(false);
  });

  it("makes the decoy of an unknown e-mail as costly as a customer's hash, and the tests' as cheap as theirs", async () => {
    expect(await decoyHash()).toMatchObject(CURRENT_PASSWORD_PARAMETERS);
    const cheap = { logN: 10, r: 8, p: 1 };
    expect(await decoyHash(cheap)).toMatchObject(cheap);
    expect(await decoyHash(cheap)).toBe(await decoyHash(cheap));
  });
});
