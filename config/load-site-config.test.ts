import { describe, expect, it } from "vitest";
import { validationRuleFor } from "../core/site/site-config.ts";
import { loadSiteConfig } from "./load-site-config.ts";

describe("site configuration", () => {
  it("loads every version with its overrides merged onto the defaults", () => {
    const config = loadSiteConfig();
    expect(config.uk.wishlist.navigationEnabled).toBe("true");
    expect(config.us.googlePay).toEqual({ bag: false, checkout: true, panOnlyForTargetedUsers: false });
    expect(config.row.applePay.bag).toBe(false);
    expect(config.uk.promoBannerIntervalMs).toBe(5000);
  });

  it("stops at boot on a bad value, naming the version and key", () => {
    expect(() => loadSiteConfig({ us: { wishlist: { navigationEnabled: true } } })).toThrow(
      /config\/us\.json is invalid at wishlist\.navigationEnabled/,
    );
    expect(() => loadSiteConfig({ uk: { unknownToggle: true } })).toThrow(/config\/uk\.json is invalid/);
  });

  it("reads the Google Pay lists of checkout config as comma lists of Google Pay's own names", () => {
    expect(loadSiteConfig().uk.checkout.googlePayAllowedCardNetworks).toBe("AMEX,DISCOVER,MASTERCARD,VISA");
    for (const bad of ["PAN_ONLY, CRYPTOGRAM_3DS", "PAN_ONLY,PAN_ONLY", "", "PAN_ONLY,PIN"])
      expect(() => loadSiteConfig({ us: { checkout: { googlePayAllowedAuthMethods: bad } } }), bad).toThrow(
        /config\/us\.json is invalid at checkout\.googlePayAllowedAuthMethods/,
      );
    expect(() =>
      loadSiteConfig({ row: { checkout: { googlePayAllowedCardNetworks: "VISA,DINERS" } } }),
    ).toThrow(/googlePayAllowedCardNetworks: each one of AMEX/);
  });

  it("has a standard delivery charge in every currency the shop sells in, for every version", () => {
    for (const [version, config] of Object.entries(loadSiteConfig())) {
      expect(Object.keys(config.standardDeliveryCharge).sort(), version).toEqual(["EUR", "GBP", "USD"]);
    }
    expect(loadSiteConfig().uk.standardDeliveryCharge).toEqual({ GBP: 495, USD: 800, EUR: 995 });
  });

  it("finds a field's pattern by country, falling back to ROW", () => {
    const config = loadSiteConfig();
    expect(validationRuleFor(config.uk, "US", "postcode")?.errorMessage).toBe(
      "Please enter a valid ZIP code",
    );
    expect(validationRuleFor(config.uk, "JP", "postcode")?.pattern).toBe("^[A-Za-z0-9 -]{0,12}$");
    expect(validationRuleFor(config.uk, "GB", "emailAddress")).toBeDefined();
  });
});
