import { describe, expect, it } from "vitest";
import { buildUniversalVariable, pageTypeForPath } from "./universal-variable.ts";

describe("universal data", () => {
  it.each([
    ["", "home"],
    ["bag", "basket"],
    ["checkout/secure", "checkout"],
    ["login/checkout", "checkout"],
    ["search?text=towel", "searchresults"],
    ["Bedroom/Bed-Linen/c/Duvet-Covers", "category"],
    ["c/Gifts", "category"],
    ["Bathroom/p/P100", "product"],
    ["help/delivery", "other"],
  ])("the page type of %s is %s", (path, type) => {
    expect(pageTypeForPath(path)).toBe(type);
  });

  it("shows the first name anonymous as empty and counts the basket", () => {
    const data = buildUniversalVariable({
      version: "us",
      path: "bag",
      currency: "USD",
      country: "US",
      csrfToken: "t",
      user: {
        signedIn: false,
        softLoggedIn: false,
        firstName: "anonymous",
        customerId: "",
        email: "",
        customerType: "GUEST",
      },
      cart: { guid: "g", id: "", totalItems: 3, lineItems: [] },
      savedItems: 2,
    });
    expect(data.user).toMatchObject({
      firstName: "",
      customerType: "GUEST",
      cartGuid: "g",
      userSelectedCountry: "US",
    });
    expect(data.page).toMatchObject({ type: "basket", url: "/us/bag", locale: "en-US" });
    expect(data.basket.total_items).toBe(3);
    expect(data.counters).toEqual({ bag: 3, savedItems: 2 });
  });
});
