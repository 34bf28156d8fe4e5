import { describe, expect, it } from "vitest";
import { checkPassword, PASSWORD_MISMATCH_MESSAGE, PASSWORD_RULES } from "./password-rules.ts";

const common = new Set(["password1!", "letmein"]);
const ids = (password: string, context = {}) =>
  checkPassword(password, context).failures.map((rule) => rule.id);

describe("password rules (spec 001 §5)", () => {
  it("accepts a password that meets every rule", () => {
    expect(checkPassword("Sea-glass 7", { commonPasswords: common })).toEqual({ valid: true, failures: [] });
  });

  it.each([
    ["Ab1!xyz", "minLength", "At least 8 characters"],
    ["abcdefg1!", "upperCase", "At least one upper case character"],
    ["ABCDEFG1!", "lowerCase", "At least one lower case character"],
    ["Abcdefgh!", "number", "At least one number"],
    ["Abcdefgh1", "special", "At least one special character, for example ! ? # or a space"],
  ])("refuses %s for the rule %s with its message", (password, id, message) => {
    const { valid, failures } = checkPassword(password);
    expect(valid).toBe(false);
    expect(failures).toEqual([{ id, message }]);
  });

  it("lists every broken rule at once", () => {
    expect(ids("abc")).toEqual(["minLength", "upperCase", "number", "special"]);
  });

  it("accepts 64 characters and more, up to 128", () => {
    const sixtyFour = `Aa1!${"x".repeat(60)}`;
    expect(sixtyFour).toHaveLength(64);
    expect(checkPassword(sixtyFour).valid).toBe(true);
    expect(checkPassword(`Aa1!${"x".repeat(124)}`).valid).toBe(true);
    expect(ids(`Aa1!${"x".repeat(125)}`)).toEqual(["maxLength"]);
  });

  it("takes a pasted passphrase as it is: spaces and accents count, nothing is trimmed", () => {
    expect(checkPassword("  Crème brûlée at 8 o’clock  ").valid).toBe(true);
    // A space is a special character: a pasted password is never changed to make it pass or fail.
    expect(ids(" Abcdefg1 ")).toEqual([]);
    expect(ids("Abcdefg1")).toEqual(["special"]);
  });

  it("counts characters as a person does: an emoji is one", () => {
    expect(ids("Ab1!😀😀😀")).toEqual(["minLength"]);
    expect(ids("Ab1!😀😀😀😀")).toEqual([]);
  });

  it("refuses a common password whatever its letter case", () => {
    expect(ids("PassWord1!", { commonPasswords: common })).toEqual(["notCommon"]);
    expect(checkPassword("PassWord1!", { commonPasswords: common }).failures[0]?.message).toBe(
      "Not a commonly used password",
    );
  });

  it("refuses a password that contains the account's e-mail", () => {
    expect(ids("Ada@Example.com1", { email: "ada@example.com" })).toEqual(["notEmail"]);
    expect(checkPassword("Ada@Example.com1", { email: "ada@example.com" }).failures[0]?.message).toBe(
      "Not your email address",
    );
  });

  it("has one message per rule and the spec's mismatch wording", () => {
    expect(new Set(PASSWORD_RULES.map((rule) => rule.message)).size).toBe(PASSWORD_RULES.length);
    expect(PASSWORD_MISMATCH_MESSAGE).toBe("Your passwords do not match. Please check and try again.");
  });
});
