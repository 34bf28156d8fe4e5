import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

// Issue 27 items 2 and 3: the not-found page's recommendations, streamed in after the page and tracked; and finding
// a product in store from its listing card, with the listing's message when the sizes' store stock cannot be read.
// The seeded catalogue is deterministic: the Pembroke Hooded Robe is stocked in size S at the Bath shop.
const ROBES = "/uk/Bathroom/c/Bathrobes";
const ROBE = "Pembroke Hooded Robe";

test.use({ contextOptions: { reducedMotion: "reduce" } });

/** The events the page pushed to the data layer with this name. */
function dataLayerEvents(page: Page, event: string): Promise<Record<string, unknown>[]> {
  return page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (entry) => entry.event === name,
      ),
    event,
  );
}

function robeCard(page: Page) {
  return page
    .getByRole("listitem")
    .filter({ has: page.getByRole("link", { name: ROBE, exact: true }) })
    .first();
}

test("a not-found page shows recommendations, and opening one is tracked", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  const response = await page.goto("/uk/no-such-page");
  expect(response?.status()).toBe(404);
  const strip = page.getByRole("region", { name: "You might like" });
  await expect(strip.getByRole("article").first()).toBeVisible();
  await hydrated(page);
  await strip.scrollIntoViewIfNeeded();
  await expect.poll(() => dataLayerEvents(page, "Recommendation Impression")).toHaveLength(1);
  const [impression] = await dataLayerEvents(page, "Recommendation Impression");
  expect(impression).toMatchObject({ placement: "notFound" });
  const codes = impression?.productCodes as string[];
  expect(codes.length).toBeGreaterThan(0);
  await expectAccessible();

  const first = strip.getByRole("article").first().getByRole("link");
  const name = (await first.textContent()) ?? "";
  await first.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  expect(await dataLayerEvents(page, "Recommendation Click")).toEqual([
    { event: "Recommendation Click", placement: "notFound", productCode: codes[0], position: 1 },
  ]);
});

test("a shopper finds a robe in a shop near Bath from its listing card", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  await page.goto(ROBES);
  await hydrated(page);
  const find = robeCard(page).getByRole("link", { name: `Find in store – ${ROBE}` });
  // Without JavaScript the same link opens the product page at its own find-in-store control.
  await expect(find).toHaveAttribute("href", /\/p\/P10000068#find-in-store$/);
  await find.click();
  const chooser = page.getByRole("dialog", { name: "Find in store" });
  await expect(
    chooser.getByRole("group", { name: `Which size of ${ROBE} are you looking for?` }),
  ).toBeVisible();
  await expectAccessible();
  await chooser.getByRole("button", { name: "S", exact: true }).click();

  const dialog = page.getByRole("dialog", { name: "Find in store" });
  await expect(dialog.getByText(`Check which of our shops have ${ROBE} in size S.`)).toBeVisible();
  await dialog.getByRole("textbox", { name: "Town, city or postcode" }).fill("Bath");
  await dialog.getByRole("button", { name: "Search" }).click();
  await expect(dialog.getByRole("article", { name: "Bath" })).toBeVisible();
  await expectAccessible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(find).toBeFocused();
});

test("a listing card says so when the store stock cannot be read", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  await page.route("**/products/fsis?*", (route) => route.fulfill({ status: 500, body: "{}" }));
  await page.goto(ROBES);
  await hydrated(page);
  const card = robeCard(page);
  await card.getByRole("link", { name: `Find in store – ${ROBE}` }).click();
  await expect(card.getByRole("alert")).toHaveText("unable to find stock for this item, try again later");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectAccessible();
});

test("a product viewed earlier is offered again on the next product's page", { tag: "@mobile-only" }, async ({
  page,
}) => {
  await page.goto("/uk/Towels/p/P10000001");
  await expect(page.getByRole("heading", { level: 1, name: "Aegean Organic Towel" })).toBeVisible();
  await hydrated(page);
  await page.goto("/uk/Bathrobes/p/P10000068");
  await expect(page.getByRole("heading", { level: 1, name: ROBE })).toBeVisible();
  // Asked for once the page runs, from the shopper's own cookie, and never listing the product on show.
  const strip = page.getByRole("region", { name: "Recently viewed" });
  await expect(strip.getByRole("link", { name: "Aegean Organic Towel" }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(strip.getByRole("link", { name: ROBE, exact: true })).toHaveCount(0);
});
