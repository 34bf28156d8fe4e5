import { describe, expect, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import { googlePayAuthMethods, isTargetedUser, walletAllowed, walletOffer } from "./wallet-availability.ts";

// spec 001 §4, §6: wallets by version and view, B2B kept from Google Pay in the bag, PAN-only for targeted users.

const config = loadSiteConfig();
const guest = { type: "guest" as const, bucketKey: "cart-1" };

/** Keys on either side of the experiment's bucket boundary, found once. */
function keyWhere(targeted: boolean): string {
  for (let n = 0; ; n++) if (isTargetedUser(`customer-${n}`) === targeted) return `customer-${n}`;
}

describe("walletOffer", () => {
  it("follows each version's toggles per view", () => {
    expect(walletOffer(config.uk, "bag", guest).googlePay.enabled).toBe(true);
    expect(walletOffer(config.us, "bag", guest).googlePay.enabled).toBe(false);
    expect(walletOffer(config.us, "checkout", guest).googlePay.enabled).toBe(true);
    expect(walletOffer(config.row, "bag", guest).applePay).toBe(false);
    expect(walletOffer(config.row, "checkout", guest).applePay).toBe(true);
  });

  it("keeps a B2B customer from Google Pay in the bag only, saying why", () => {
    const b2b = { type: "b2b" as const, bucketKey: "customer-b2b" };
    const bag = walletOffer(config.uk, "bag", b2b);
    expect(bag.googlePay).toMatchObject({ enabled: false, refusal: "B2B_GooglePay" });
    expect(bag.applePay).toBe(true);
    expect(walletOffer(config.uk, "checkout", b2b).googlePay).toMatchObject({ enabled: true, refusal: null });
    expect(walletAllowed(config.uk, "googlePay", "bag", b2b)).toBe(false);
    expect(walletAllowed(config.uk, "googlePay", "bag", { type: "registered", bucketKey: "x" })).toBe(true);
    // With the toggle off there is nothing to refuse them.
    expect(walletOffer(config.us, "bag", b2b).googlePay.refusal).toBeNull();
  });

  it("asks Google Pay API 2.0 with the version's card networks", () => {
    const { googlePay } = walletOffer(config.uk, "checkout", guest);
    expect(googlePay).toMatchObject({ apiVersion: 2, apiVersionMinor: 0 });
    expect(googlePay.allowedCardNetworks).toEqual(["AMEX", "DISCOVER", "MASTERCARD", "VISA"]);
  });
});

describe("PAN-only for targeted users", () => {
  const limited = { ...config.uk, googlePay: { ...config.uk.googlePay, panOnlyForTargetedUsers: true } };

  it("offers PAN_ONLY to everybody while the toggle is off", () => {
    expect(googlePayAuthMethods(config.uk, false)).toEqual(["PAN_ONLY", "CRYPTOGRAM_3DS"]);
  });

  it("keeps PAN_ONLY for the targeted half only when the toggle is on", () => {
    expect(
      walletOffer(limited, "bag", { type: "registered", bucketKey: keyWhere(true) }).googlePay
        .allowedAuthMethods,
    ).toEqual(["PAN_ONLY", "CRYPTOGRAM_3DS"]);
    expect(
      walletOffer(limited, "bag", { type: "registered", bucketKey: keyWhere(false) }).googlePay
        .allowedAuthMethods,
    ).toEqual(["CRYPTOGRAM_3DS"]);
    expect(
      walletOffer(limited, "bag", { type: "guest", bucketKey: null }).googlePay.allowedAuthMethods,
    ).toEqual(["CRYPTOGRAM_3DS"]);
  });

  it("buckets deterministically and about half of shoppers", () => {
    expect(isTargetedUser("customer-42")).toBe(isTargetedUser("customer-42"));
    const targeted = Array.from({ length: 2000 }, (_, n) => isTargetedUser(`c-${n}`)).filter(Boolean).length;
    expect(targeted).toBeGreaterThan(900);
    expect(targeted).toBeLessThan(1100);
  });

  it("offers no Google Pay when no auth method is left", () => {
    const panOnly = {
      ...limited,
      checkout: { ...limited.checkout, googlePayAllowedAuthMethods: "PAN_ONLY" },
    };
    expect(
      walletOffer(panOnly, "checkout", { type: "guest", bucketKey: keyWhere(false) }).googlePay.enabled,
    ).toBe(false);
  });
});
