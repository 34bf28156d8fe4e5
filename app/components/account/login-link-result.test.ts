import { describe, expect, it } from "vitest";
import { loginLinkResult } from "./login-link-result.ts";

describe("loginLinkResult", () => {
  it("tells a signed-in visitor the link signed them in", () => {
    expect(loginLinkResult("?loginSuccess=true", true)).toBe("success");
  });

  it("tells a signed-out visitor nothing for loginSuccess=true", () => {
    expect(loginLinkResult("?loginSuccess=true", false)).toBeNull();
  });

  it.each(["false", "expired", "", "TRUE"])(
    "tells anyone that loginSuccess=%s is an invalid link",
    (value) => {
      expect(loginLinkResult(`?loginSuccess=${value}`, false)).toBe("invalid");
      expect(loginLinkResult(`?sort=x&loginSuccess=${value}`, true)).toBe("invalid");
    },
  );

  it("is silent without the parameter", () => {
    expect(loginLinkResult("", true)).toBeNull();
    expect(loginLinkResult("?text=towel", false)).toBeNull();
  });
});
