import { describe, expect, it } from "vitest";
import { consentCookie, consentFromCookieHeader } from "./analytics-consent.ts";
import { safeReturnPath } from "./consent-answer.ts";
import { pageTypeOf } from "./page-type.ts";

describe("the analytics consent cookie", () => {
  it("reads only the choices we write, and treats anything else as unanswered", () => {
    expect(consentFromCookieHeader("a=1; twc_consent=granted")).toBe("granted");
    expect(consentFromCookieHeader("twc_consent=denied")).toBe("denied");
    expect(consentFromCookieHeader("twc_consent=yes")).toBeNull();
    expect(consentFromCookieHeader(null)).toBeNull();
  });

  it("is written for a year, for the server only, Secure over HTTPS", () => {
    expect(consentCookie("granted", false)).toBe(
      "twc_consent=granted; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax",
    );
    expect(consentCookie("denied", true)).toMatch(/; Secure$/);
  });

  it("sends a native post back only to a page of the same version", () => {
    expect(safeReturnPath("/uk/search?text=towel", "uk")).toBe("/uk/search?text=towel");
    expect(safeReturnPath("//evil.example/uk/", "uk")).toBeNull();
    expect(safeReturnPath("/us/", "uk")).toBeNull();
    expect(safeReturnPath("/uk/\\evil.example", "uk")).toBeNull();
    expect(safeReturnPath(undefined, "uk")).toBeNull();
  });
});

describe("a page view's page type", () => {
  it("comes from the leaf route, with not found winning over the route", () => {
    expect(pageTypeOf("search")).toBe("search");
    expect(pageTypeOf("routes/home")).toBe("home");
    expect(pageTypeOf("listing", true)).toBe("not-found");
    expect(pageTypeOf("some-new-route")).toBe("other");
  });
});
