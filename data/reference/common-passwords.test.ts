import { describe, expect, it } from "vitest";
import { checkPassword } from "../../core/accounts/password-rules.ts";
import { loadCommonPasswords } from "./common-passwords.ts";

describe("the common-password list", () => {
  it("holds the 10,000 most common passwords, lower-cased", () => {
    const list = loadCommonPasswords();
    expect(list.size).toBe(10_000);
    expect(list.has("123456")).toBe(true);
    expect(list.has("password1")).toBe(true);
    for (const password of list) expect(password).toBe(password.toLowerCase());
  });

  it("refuses a listed password that otherwise meets every rule", () => {
    const listed = [...loadCommonPasswords()].find(
      (password) => checkPassword(password.replace(/^./, (first) => first.toUpperCase())).valid,
    );
    expect(listed).toBeDefined();
    const typed = (listed ?? "").replace(/^./, (first) => first.toUpperCase());
    const result = checkPassword(typed, { commonPasswords: loadCommonPasswords() });
    expect(result.failures.map((rule) => rule.id)).toEqual(["notCommon"]);
  });

  it("is loaded once", () => {
    expect(loadCommonPasswords()).toBe(loadCommonPasswords());
  });
});
