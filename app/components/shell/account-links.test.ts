import { describe, expect, it } from "vitest";
import { accountLinks } from "./account-links.ts";

describe("account links (spec 000 main navigation, §6)", () => {
  it("offers guests sign in/register, track order and returns, but no sign out", () => {
    const ids = accountLinks({ signedIn: false, savedItemsEnabled: true, wording: "hamburger" }).map(
      (l) => l.id,
    );
    expect(ids).toEqual([
      "sign-in",
      "saved-items",
      "find-store",
      "contact-us",
      "track-order",
      "returns",
      "help",
    ]);
  });

  it("offers signed-in shoppers my account and sign out", () => {
    const links = accountLinks({ signedIn: true, savedItemsEnabled: true, wording: "quick" });
    expect(links[0]?.to).toBe("/my-account");
    expect(links.at(-1)).toEqual({ id: "sign-out", textKey: "shell.links.signOut", to: "/logout" });
  });

  it("leaves saved items out when the wishlist toggle is off", () => {
    const links = accountLinks({ signedIn: false, savedItemsEnabled: false, wording: "quick" });
    expect(links.some((link) => link.id === "saved-items")).toBe(false);
  });

  it("words the hamburger's links as the spec does", () => {
    const hamburger = accountLinks({ signedIn: false, savedItemsEnabled: true, wording: "hamburger" });
    expect(hamburger.find((l) => l.id === "track-order")?.textKey).toBe("shell.links.trackMyOrder");
    expect(hamburger.find((l) => l.id === "returns")?.textKey).toBe("shell.links.createReturn");
  });

  it("leads to the gift card balance only where asked (the UK site's quick links)", () => {
    const uk = accountLinks({
      signedIn: false,
      savedItemsEnabled: true,
      wording: "quick",
      giftCardBalance: true,
    });
    expect(uk.find((l) => l.id === "gift-card-balance")?.to).toBe("/gift-cards/balance");
    const elsewhere = accountLinks({ signedIn: false, savedItemsEnabled: true, wording: "quick" });
    expect(elsewhere.some((l) => l.id === "gift-card-balance")).toBe(false);
  });
});
