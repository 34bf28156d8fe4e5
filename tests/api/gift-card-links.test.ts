import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerCustomer, Shopper } from "../setup/api-app.ts";
import { productPage } from "../setup/product-pages.ts";

// Every page links to gift cards (sub-header, rotating promo, footer, hamburger, the Gifts menu, my account's quick
// links): each such link of every version is followed and must answer 200 at the address it names, no redirect
// and no 404. On /us/ and /row/ that answer is the UK-only overlay, served with the page.

let harness: Awaited<ReturnType<typeof createTestApp>>;
let signedIn: Shopper;
beforeAll(async () => {
  harness = await createTestApp();
  signedIn = await new Shopper(harness.app).begin();
  await registerCustomer(
    signedIn,
    { email: `gift-card-links-${Date.now()}@example.com`, password: "Quilted#Throw4" },
    harness.database,
  );
});
afterAll(async () => {
  await harness.close();
});

const GIFT_CARD_LINK = /href="([^"]*(?:\/p\/GCARD|\/p\/ECARD|\/gift-cards\/)[^"]*)"/gi;

function giftCardLinks(html: string): string[] {
  return [...html.matchAll(GIFT_CARD_LINK)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&").replace(/^https?:\/\/[^/]+/, ""),
  );
}

describe.each(["uk", "us", "row"])("gift-card links on %s", (version) => {
  it("every link to a gift-card page, from every kind of page, answers 200 where it points", async () => {
    const guest = await new Shopper(harness.app).begin();
    const pages = [
      `/${version}/`,
      `/${version}/Bathroom/c/Towels`,
      await productPage(harness.database.db, "P10000001", version),
      `/${version}/search?text=towel`,
      `/${version}/help`,
      `/${version}/bag`,
      `/${version}/login`,
      `/${version}/no-such-page`,
      `/${version}/E-Gift-Card/p/ECARD`,
      `/${version}/Gift-Cards/p/GCARD`,
    ];
    const links = new Set<string>();
    const linkingPages = new Set<string>();
    for (const page of pages) {
      const html = await (await guest.request(page)).text();
      const found = giftCardLinks(html);
      if (found.length > 0) linkingPages.add(page);
      for (const link of found) links.add(link);
    }
    // Signed in, the account menu's quick links join them.
    const account = await (await signedIn.request(`/${version}/my-account`)).text();
    for (const link of giftCardLinks(account)) links.add(link);

    // Both pages are linked from the shell of every page, so every page read above links to them.
    expect(linkingPages.size).toBe(pages.length);
    expect([...links].some((link) => link.endsWith("/p/GCARD"))).toBe(true);
    expect([...links].some((link) => link.endsWith("/p/ECARD"))).toBe(true);
    for (const link of links) {
      const answer = await guest.request(link);
      expect({ link, status: answer.status }).toEqual({ link, status: 200 });
    }
  });
});
