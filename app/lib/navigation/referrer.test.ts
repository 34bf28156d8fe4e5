import { describe, expect, it } from "vitest";
import { isLoginPage, REFERRER_STORAGE_KEY, recordedReferrer, referrerAfterRouteChange } from "./referrer.ts";

describe("the referrer (spec 000 §2: recorded on every route change, except on login pages)", () => {
  it("is the page the route change left", () => {
    expect(referrerAfterRouteChange("/uk/bag?x=1", "/uk/")).toBe("/uk/bag?x=1");
    expect(referrerAfterRouteChange("/us/Towels/p/P1", null)).toBe("/us/Towels/p/P1");
  });

  it("stays as it was when the page left is a login page, so signing in returns to the page before it", () => {
    for (const page of [
      "/uk/login",
      "/uk/login/register",
      "/uk/login/checkout?x=1",
      "/uk/login/pw/request",
      "/uk/logout",
    ]) {
      expect(referrerAfterRouteChange(page, "/uk/bag")).toBe("/uk/bag");
    }
  });

  it("stays as it was on the first page, opened from no page of ours", () => {
    expect(referrerAfterRouteChange(null, "/uk/help")).toBe("/uk/help");
    expect(referrerAfterRouteChange(null, null)).toBeNull();
  });

  it("knows the login pages by the path after the version", () => {
    expect(isLoginPage("/row/login/account")).toBe(true);
    expect(isLoginPage("/uk/my-account")).toBe(false);
    expect(isLoginPage("/uk/help/login")).toBe(false);
  });

  it("is read from the tab's storage, and a storage that throws reads as none", () => {
    expect(recordedReferrer({ getItem: (key) => (key === REFERRER_STORAGE_KEY ? "/uk/bag" : null) })).toBe(
      "/uk/bag",
    );
    expect(
      recordedReferrer({
        getItem: () => {
          throw new Error("SecurityError");
        },
      }),
    ).toBeNull();
  });
});
