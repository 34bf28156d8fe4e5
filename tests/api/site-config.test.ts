import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// spec 001 §7 `GET …/{site}/config?fields=FULL`: the site's configuration, with the checkout config of §3 and
// the gift card offer, which is the UK site's in pounds whichever site asks.

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

/** What the assertions read of the FULL answer. */
interface FullConfig {
  site: string;
  currency: string;
  checkout: { mandatory: { countries: { postcodes: string } }; googlePayAllowedCardNetworks: string };
  validation: Record<string, unknown[]>;
  toggles: Record<string, unknown>;
  giftCard: { customAmount: { min: { currencyIso: string } }; products: { url: string }[] };
}

const get = (path: string) => harness.app.request(`http://localhost${path}`);

describe("the site's configuration", () => {
  it("gives the site's basics by default and with fields=BASIC", async () => {
    for (const query of ["", "?fields=BASIC", "?fields=DEFAULT"]) {
      const response = await get(`/TWCcommercewebservices/v2/twc-us/config${query}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ site: "twc-us", currency: "USD", locale: "en-US" });
    }
  });

  it("with fields=FULL adds the checkout config, validation rules, toggles and the gift card offer", async () => {
    const response = await get("/TWCcommercewebservices/v2/twc-uk/config?fields=FULL");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const config = (await response.json()) as FullConfig;
    expect(config).toMatchObject({ site: "twc-uk", currency: "GBP", locale: "en-GB" });
    expect(config.checkout.mandatory.countries.postcodes).toMatch(/(^|,)GB(,|$)/);
    expect(config.checkout.googlePayAllowedCardNetworks).toMatch(/VISA/);
    expect(config.validation.ROW).toEqual(expect.any(Array));
    expect(config.toggles).toMatchObject({
      seahorse: expect.any(Boolean),
      configApiEnabled: expect.any(Boolean),
    });
    expect(config.giftCard).toMatchObject({
      imageSelector: expect.any(Boolean),
      soldOnSite: "twc-uk",
      currency: "GBP",
      sendDateMonthsAhead: 6,
      giftBox: { price: { value: 2, currencyIso: "GBP" } },
    });
    expect(config.giftCard.products.map((p) => p.url)).toEqual([
      "/uk/E-Gift-Card/p/ECARD",
      "/uk/Gift-Cards/p/GCARD",
    ]);
  });

  it("tells another site that gift cards are the UK site's, priced in pounds", async () => {
    const config = (await (
      await get("/TWCcommercewebservices/v2/twc-row/config?fields=FULL")
    ).json()) as FullConfig;
    expect(config.currency).toBe("EUR");
    expect(config.giftCard).toMatchObject({ soldOnSite: "twc-uk", currency: "GBP" });
    expect(config.giftCard.customAmount.min.currencyIso).toBe("GBP");
  });

  it("refuses an unknown field set or site with 400 and the reason", async () => {
    const fields = await get("/TWCcommercewebservices/v2/twc-uk/config?fields=EVERYTHING");
    expect(fields.status).toBe(400);
    const site = await get("/TWCcommercewebservices/v2/twc-mars/config?fields=FULL");
    expect(site.status).toBe(400);
    expect(JSON.stringify(await site.json())).toContain("Unknown base site");
  });
});
