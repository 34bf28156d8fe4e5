import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { addToBag, createTestApp, Shopper } from "../setup/api-app.ts";

// Issue 24 point 14 (spec 001 §8 "checkout load failures store an error flag"): when the checkout cannot be read,
// the page shows its own failure state inside the shop's shell, in the version's wording and with its links, not
// the generic error page (no header, en-GB, a link to /uk/ whatever the version).

let harness: Awaited<ReturnType<typeof createTestApp>>;
const TOWEL_SKU = "P100000010203";
const FORM = { "content-type": "application/x-www-form-urlencoded" };

beforeAll(async () => {
  harness = await createTestApp();
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await harness.close();
});

/** A guest with a towel in the bag who has given an e-mail at the checkout sign-in: the checkout shows. */
async function guestAtCheckout(version: "uk" | "us"): Promise<Shopper> {
  const shopper = await new Shopper(harness.app).begin();
  await addToBag(shopper, TOWEL_SKU, { version });
  const answer = await shopper.request(`/${version}/checkout/secure`, {
    method: "POST",
    headers: FORM,
    body: new URLSearchParams({ intent: "guest-email", email: "guest.failure@example.com" }),
  });
  expect(answer.status).toBe(303);
  return shopper;
}

/** The checkout's database read fails as a lost connection does (docs/operations.md "Database faults"). */
function checkoutReadFails() {
  return vi
    .spyOn(harness.services.checkout, "view")
    .mockRejectedValue(new Error("Connection terminated unexpectedly"));
}

const decoded = async (response: Response) => (await response.text()).replaceAll("&#x27;", "'");

describe("a checkout that cannot be read", () => {
  it("shows the checkout's own failure state in the shop's shell, with the version's links", async () => {
    for (const version of ["uk", "us"] as const) {
      const shopper = await guestAtCheckout(version);
      const fault = checkoutReadFails();
      const response = await shopper.request(`/${version}/checkout/secure`);
      expect(fault).toHaveBeenCalled();
      expect(response.status).toBe(500);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      const html = await decoded(response);
      expect(html).toContain(`<html lang="${version === "us" ? "en-US" : "en-GB"}"`);
      // The shop's checkout header and footer are there.
      expect(html).toContain('class="shell-header shell-header--simplified"');
      expect(html).toContain("<footer");
      expect(html).toMatch(/<h1[^>]*>Sorry, we couldn't show the checkout<\/h1>/);
      expect(html).toContain("Something went wrong – please try reloading the page, or come back later");
      expect(html).toMatch(new RegExp(`<a href="/${version}/checkout/secure"[^>]*>Try again</a>`));
      expect(html).toMatch(new RegExp(`<a[^>]*href="/${version}/bag"[^>]*>Back to bag</a>`));
      // Not the generic page, whose only link is the UK home page.
      expect(html).not.toContain("error-page");
      fault.mockRestore();
      // Once the database is back the same shopper's checkout shows again.
      const again = await shopper.request(`/${version}/checkout/secure`);
      expect(again.status).toBe(200);
    }
  });
});
