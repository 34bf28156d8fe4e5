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

describe("Login and Signup from a page view", () => {
  it("marks a sign-in link's landing, a password sign-in and an accepted registration", async () => {
    const { accountEventsOf } = await import("./account-events.ts");
    expect(accountEventsOf({ search: "?loginSuccess=true", signedIn: true, wasSignedIn: null })).toEqual([
      { event: "Login", method: "magic-link" },
    ]);
    expect(accountEventsOf({ search: "", signedIn: true, wasSignedIn: false })).toEqual([
      { event: "Login", method: "password" },
    ]);
    expect(accountEventsOf({ search: "", signedIn: true, wasSignedIn: true })).toEqual([]);
    expect(accountEventsOf({ search: "?loginSuccess=true", signedIn: false, wasSignedIn: false })).toEqual(
      [],
    );
    expect(accountEventsOf({ search: "?registration=sent", signedIn: false, wasSignedIn: null })).toEqual([
      { event: "Signup" },
    ]);
  });
});
