import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

// The store finder's map (spec 002 §4, §9; docs/decisions/046): loaded only when opened or near view, every
// store's marker reached by keyboard, list and map sharing the selected store, and the list working with the map
// off. The list without JavaScript is journeyed in store-finder.spec.ts.

const MAP_CHUNK = /store-map-view|base-map/;
const isNarrow = (page: Page) => (page.viewportSize()?.width ?? 0) < 1024;

test("a shopper reaches every store on the map by keyboard, and map and list share the chosen store", async ({
  page,
  expectAccessible,
}) => {
  const mapRequests: string[] = [];
  page.on("request", (request) => {
    if (MAP_CHUNK.test(request.url())) mapRequests.push(request.url());
  });
  await page.goto("/uk/our-stores?location=Leeds&range=75");
  const stores = page.getByRole("listitem").filter({ has: page.getByRole("article") });
  await expect(stores).toHaveCount(11);
  const map = page.getByRole("region", { name: "Store map" });
  if (isNarrow(page)) {
    // Narrow screens show the map on request only: the list's first load has none of it.
    await hydrated(page);
    await page.waitForLoadState("networkidle");
    expect(mapRequests).toEqual([]);
    await expect(map).toBeHidden();
    await page.getByRole("button", { name: "Show map" }).click();
    await expect(page.getByRole("button", { name: "Hide map" })).toBeFocused();
  }
  await expect(map).toBeVisible();
  const names = await stores.getByRole("heading", { level: 2 }).allTextContents();
  await expect(map.getByRole("button", { name: names[0], exact: true })).toBeVisible();
  await expectAccessible();

  // Tab from "Hide map" walks the map and then each marker, in the list's order.
  await page.getByRole("button", { name: "Hide map" }).focus();
  const reached: string[] = [];
  for (let step = 0; step < names.length + 4 && reached.length < names.length; step++) {
    await page.keyboard.press("Tab");
    const label = await page.evaluate(() =>
      document.activeElement?.classList.contains("leaflet-marker-icon")
        ? document.activeElement.getAttribute("aria-label")
        : null,
    );
    if (label) reached.push(label);
  }
  expect(reached).toEqual(names);
  expect(mapRequests.length).toBeGreaterThan(0);

  // Enter on a marker selects its store: marked, its week open, brought into view.
  const third = names[2]!;
  await map.getByRole("button", { name: third, exact: true }).focus();
  await page.keyboard.press("Enter");
  const chosen = page.getByRole("article", { name: third });
  await expect(chosen).toHaveAttribute("aria-current", "true");
  await expect(chosen.locator('[aria-current="date"]')).toBeVisible();
  await expect(chosen).toBeInViewport();
  await expect(map.getByRole("button", { name: third, exact: true })).toHaveAttribute("aria-current", "true");
  await expectAccessible();

  // And the other way: "Show on map" from the list marks that store's marker.
  const first = names[0]!;
  await page.getByRole("button", { name: `Show on map: ${first}` }).click();
  await expect(map.getByRole("button", { name: first, exact: true })).toHaveAttribute("aria-current", "true");
  await expect(map.getByRole("button", { name: third, exact: true })).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("article", { name: first })).toHaveAttribute("aria-current", "true");
  await expect(map).toBeInViewport({ ratio: 0.5 });
});

test("a shopper turns the map off, searches again without it, and the reset brings every default back", async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/uk/our-stores?location=Leeds&range=75");
  const map = page.getByRole("region", { name: "Store map" });
  await hydrated(page);
  if (isNarrow(page)) await page.getByRole("button", { name: "Show map" }).click();
  await expect(map.locator(".leaflet-marker-icon").first()).toBeVisible();
  await page.getByRole("button", { name: "Hide map" }).click();
  await expect(map).toBeHidden();
  await expect(page.getByRole("button", { name: "Show map" })).toBeFocused();

  await page.getByRole("textbox", { name: /Town, city or postcode/ }).fill("York");
  await page.getByRole("combobox", { name: "Distance" }).selectOption({ label: "Within 25 miles" });
  await page.getByRole("button", { name: "Find stores" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /stores? near York$/ })).toBeVisible();
  await expect(page.getByRole("article").first().getByRole("heading", { level: 2 })).toHaveText("York");
  await expect(map).toBeHidden();
  await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();
  await expectAccessible();

  await page.getByRole("link", { name: "Show all stores" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^All our stores/ })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Distance" })).toHaveValue("50");
  await expect(page.locator("article[aria-current]")).toHaveCount(0);
  if (isNarrow(page)) await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();
  else await expect(map).toBeVisible();
  await expectAccessible();
});
