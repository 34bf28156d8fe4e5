import type { Page } from "@playwright/test";
import { addToBagThroughApi, expect, test } from "./fixtures.ts";

// Journeys through the page shell of spec 000 §2 and §4: promo banner, desktop menu, hamburger, the exclusions
// between navigation, search and country overlay, the simplified header and app-request mode.

// A content page with the whole shell: the journeys test the shell, not the home page's own content.
const SHELL_PAGE = "/uk/help";
const PROMO_INTERVAL_MS = 5000;
const MENU_DELAY_MS = 500;

/** The one promo banner a shopper can see now (the others are hidden from assistive technology). */
function currentPromo(page: Page) {
  return page.getByRole("region", { name: "Offers" }).getByRole("link");
}

/** Stops the page's clock where it is, so only `runFor` moves timers on (axe checks take real seconds). */
async function pauseClock(page: Page) {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1000);
}

/** axe waits on timers of its own, so it runs with the clock flowing; the clock is paused again after it. */
async function checkWithClockRunning(page: Page, expectAccessible: () => Promise<void>) {
  await page.clock.resume();
  await expectAccessible();
  await pauseClock(page);
}

/** The search box answers Escape by closing its suggestion list first, and closes the panel when none is open. */
async function closeSearchWithEscape(page: Page) {
  const searchBox = page.getByRole("combobox", { name: "Search products" });
  await page.keyboard.press("Escape");
  if (await searchBox.isVisible()) await page.keyboard.press("Escape");
  await expect(searchBox).toBeHidden();
}

/** Waits until React has hydrated, i.e. the touch menu or the desktop menu toggles are buttons. */
async function hydrated(page: Page, isMobile: boolean) {
  if (isMobile) await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeVisible();
  else await expect(page.getByRole("button", { name: "Search", exact: true })).toBeVisible();
}

test.describe("promo banner", () => {
  test("rotates by one each interval, wrapping around, and pauses while focused", async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.clock.install();
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    await expectAccessible();
    await pauseClock(page);
    const first = await currentPromo(page).textContent();
    // The banner the page opens on stays still; one that rotates in slides (a frame drawn each 16 ms while it does).
    const slide = () => currentPromo(page).evaluate((link) => getComputedStyle(link).animationName);
    expect(await slide()).toBe("none");

    await page.clock.runFor(PROMO_INTERVAL_MS);
    await expect(currentPromo(page)).not.toHaveText(first ?? "");
    const second = await currentPromo(page).textContent();
    expect(await slide()).toBe("promo-enter");

    await currentPromo(page).focus();
    await page.clock.runFor(PROMO_INTERVAL_MS * 2);
    await expect(currentPromo(page)).toHaveText(second ?? "");
    await expect(currentPromo(page)).toBeFocused();
    await checkWithClockRunning(page, expectAccessible);

    await currentPromo(page).blur();
    // Round the whole list: it wraps back to the first banner.
    const seen = new Set([first, second]);
    for (let step = 0; step < 12 && (await currentPromo(page).textContent()) !== first; step++) {
      await page.clock.runFor(PROMO_INTERVAL_MS);
      seen.add(await currentPromo(page).textContent());
    }
    await expect(currentPromo(page)).toHaveText(first ?? "");
    expect(seen.size).toBeGreaterThan(1);
  });

  test("pauses while the mouse is over it", { tag: "@desktop" }, async ({ page, isMobile }) => {
    await page.clock.install();
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    await pauseClock(page);
    const first = await currentPromo(page).textContent();
    await page.getByRole("region", { name: "Offers" }).hover();
    await page.clock.runFor(PROMO_INTERVAL_MS * 2);
    await expect(currentPromo(page)).toHaveText(first ?? "");
    await page.mouse.move(640, 600);
    await page.clock.runFor(PROMO_INTERVAL_MS);
    await expect(currentPromo(page)).not.toHaveText(first ?? "");
  });
});

test.describe("desktop main menu", () => {
  test("opens by hover at once, moves on after the delay and closes after it", { tag: "@desktop" }, async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.clock.install();
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    await pauseClock(page);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const bedroom = nav.getByRole("button", { name: "Bedroom menu" });
    const bathroom = nav.getByRole("button", { name: "Bathroom menu" });

    await nav.getByRole("link", { name: "Bedroom", exact: true }).hover();
    await expect(bedroom).toHaveAttribute("aria-expanded", "true");
    await expect(nav.getByRole("link", { name: "Duvet Covers" })).toBeVisible();
    await checkWithClockRunning(page, expectAccessible);

    // The pointer opened the submenu on its way to the toggle: clicking the toggle keeps it open, a second click
    // closes it, and a third opens it again.
    await bedroom.click();
    await expect(bedroom).toHaveAttribute("aria-expanded", "true");
    await bedroom.click();
    await expect(bedroom).toHaveAttribute("aria-expanded", "false");
    await bedroom.click();
    await expect(bedroom).toHaveAttribute("aria-expanded", "true");

    await nav.getByRole("link", { name: "Bathroom", exact: true }).hover();
    await expect(bedroom).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(MENU_DELAY_MS);
    await expect(bathroom).toHaveAttribute("aria-expanded", "true");
    await expect(bedroom).toHaveAttribute("aria-expanded", "false");

    await page.mouse.move(640, 780);
    await expect(bathroom).toHaveAttribute("aria-expanded", "true");
    await page.clock.runFor(MENU_DELAY_MS);
    await expect(bathroom).toHaveAttribute("aria-expanded", "false");
  });

  test("works by keyboard alone: arrows, Tab, Enter and Escape", { tag: "@desktop" }, async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    const bedroomLink = nav.getByRole("link", { name: "Bedroom", exact: true });
    const bedroomButton = nav.getByRole("button", { name: "Bedroom menu" });

    // Tab from the top of the page until the first top item has focus.
    await page.keyboard.press("Tab");
    for (let step = 0; step < 30; step++) {
      if (await bedroomLink.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press("Tab");
    }
    await expect(bedroomLink).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect(nav.getByRole("link", { name: "Bathroom", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowLeft");
    await expect(bedroomLink).toBeFocused();

    await page.keyboard.press("Tab");
    await expect(bedroomButton).toBeFocused();
    await expect(bedroomButton).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(bedroomButton).toHaveAttribute("aria-expanded", "true");
    await expectAccessible();

    await page.keyboard.press("ArrowDown");
    const panel = page.locator(`#${await bedroomButton.getAttribute("aria-controls")}`);
    const panelLinks = panel.getByRole("link");
    await expect(panelLinks.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(panelLinks.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(panelLinks.nth(0)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(bedroomButton).toHaveAttribute("aria-expanded", "false");
    await expect(bedroomButton).toBeFocused();
  });

  // Pages carry only the menu's top items; the submenus are fetched when first opened (issue 28).
  test("a submenu whose fetch fails still leads to its section's page", { tag: "@desktop" }, async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.route("**/api/navigation/**", (route) => route.abort());
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("button", { name: "Bedroom menu" }).click();
    const fallback = nav.getByRole("link", {
      name: "This menu could not be loaded. Shop all Bedroom instead.",
    });
    await expect(fallback).toBeVisible({ timeout: 15_000 });
    await expect(fallback).toHaveAttribute("href", /^\/uk\/.*Bedroom/);
    await expectAccessible();
  });

  test("the account flyover opens on focus with the quick links and closes when focus leaves", {
    tag: "@desktop",
  }, async ({ page, isMobile, expectAccessible }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    const account = page.getByRole("link", { name: "Sign in or register" }).first();
    await account.focus();
    const quickLinks = page.getByRole("navigation", { name: "Account and help" });
    await expect(quickLinks).toBeVisible();
    await expect(quickLinks.getByRole("link", { name: "Track order" })).toHaveAttribute(
      "href",
      "/uk/guest/trackOrder",
    );
    await expect(page.getByRole("link", { name: /Create a return/ })).toBeVisible();
    await expectAccessible();
    await page.getByRole("banner").getByRole("link", { name: "The White Cove home page" }).focus();
    await expect(quickLinks).toBeHidden();
  });

  test("the bag preview opens on focus and shows the empty-bag message", { tag: "@desktop" }, async ({
    page,
    isMobile,
    expectAccessible,
  }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    await page.getByRole("link", { name: /^Bag, 0 items/ }).focus();
    await expect(page.getByText("Your bag is empty")).toBeVisible();
    await expect(page.getByRole("link", { name: "Continue shopping" })).toHaveAttribute("href", "/uk/");
    await expectAccessible();
  });
});

test.describe("hamburger menu", () => {
  test("slides into a section and back, and a leaf link navigates and closes it", { tag: "@touch" }, async ({
    page,
    expectAccessible,
  }) => {
    await page.goto(SHELL_PAGE);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    const bedroom = page.getByRole("button", { name: "Bedroom" });
    await expect(page.getByRole("button", { name: "Close menu" })).toBeFocused();
    await expect(page.getByRole("link", { name: "The Magazine" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Track my order" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Country: United Kingdom/ })).toBeVisible();
    await expectAccessible();

    await bedroom.click();
    await expect(page.getByRole("heading", { name: "Bedroom" })).toBeVisible();
    const back = page.getByRole("button", { name: /Back/ });
    await expect(back).toBeFocused();
    await expectAccessible();

    await back.click();
    await expect(page.getByRole("heading", { name: "Bedroom" })).toBeHidden();
    await expect(bedroom).toBeFocused();

    await bedroom.click();
    await page.getByRole("link", { name: "Delivery & returns" }).click();
    await expect(page).toHaveURL(/\/uk\/help\/delivery$/);
    await expect(page.getByRole("button", { name: "Menu", exact: true })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });

  test("Escape closes the menu and returns focus to its toggle", { tag: "@touch" }, async ({ page }) => {
    await page.goto(SHELL_PAGE);
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await expect(page.getByRole("button", { name: "Bedroom" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("navigation, search and country overlay exclude each other", () => {
  test("opening one closes the other", async ({ page, isMobile, expectAccessible }) => {
    await page.goto(SHELL_PAGE);
    await hydrated(page, isMobile);
    const search = page.getByRole("button", { name: "Search", exact: true });
    await search.click();
    const searchBox = page.getByRole("combobox", { name: "Search products" });
    await expect(searchBox).toBeVisible();
    await expect(searchBox).toBeFocused();
    await expectAccessible();

    if (isMobile) {
      // Opening the navigation closes search…
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await expect(searchBox).toBeHidden();
      await expect(page.getByRole("button", { name: "Bedroom" })).toBeVisible();
      // …and opening search closes the navigation.
      await page.getByRole("button", { name: "Close menu" }).click();
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(searchBox).toBeVisible();
      await expect(page.getByRole("button", { name: "Bedroom" })).toBeHidden();
      // Escape closes search (a first Escape may close its suggestion list) and gives focus back to its toggle.
      await closeSearchWithEscape(page);
      await expect(searchBox).toBeHidden();
      await expect(page.getByRole("button", { name: "Search", exact: true })).toBeFocused();

      // The country selector from the menu closes the menu; the overlay comes from the footer.
      await page.getByRole("button", { name: "Menu", exact: true }).click();
      await page.getByRole("button", { name: /Country: United Kingdom/ }).click();
      await expect(page.getByRole("button", { name: "Bedroom" })).toBeHidden();
      const dialog = page.getByRole("dialog", { name: /country/i });
      await expect(dialog).toBeVisible();
      await expectAccessible();
    } else {
      // The dimmer closes search.
      await page.mouse.click(640, 700);
      await expect(searchBox).toBeHidden();
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(searchBox).toBeVisible();
      // Escape closes search; then the country selector opens on its own.
      await closeSearchWithEscape(page);
      await expect(searchBox).toBeHidden();
      await page
        .getByRole("button", { name: /Change country/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: /country/i })).toBeVisible();
      await expect(searchBox).toBeHidden();
    }
  });

  test("without JavaScript the search toggle is a link to the search page", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(SHELL_PAGE);
    await expect(page.getByRole("link", { name: "Search", exact: true }).first()).toHaveAttribute(
      "href",
      "/uk/search",
    );
    await context.close();
  });
});

test.describe("view modes", () => {
  for (const path of ["/uk/bag", "/uk/login/checkout"]) {
    test(`the simplified header on ${path}`, async ({ page, expectAccessible }) => {
      if (path !== "/uk/bag") {
        // Checkout needs a bag.
        await addToBagThroughApi(page, "uk", "P100000030101");
      }
      await page.goto(path);
      const checkoutNav = page.getByRole("navigation", { name: "Checkout navigation" });
      await expect(checkoutNav.getByRole("link", { name: "Continue shopping" })).toHaveAttribute(
        "href",
        "/uk/",
      );
      if (path.includes("checkout")) {
        await expect(checkoutNav.getByRole("link", { name: "Back to bag" })).toHaveAttribute(
          "href",
          "/uk/bag",
        );
      } else {
        await expect(checkoutNav.getByRole("link", { name: "Back to bag" })).toHaveCount(0);
      }
      await expect(page.getByRole("navigation", { name: "Main navigation" })).toHaveCount(0);
      await expect(page.getByRole("region", { name: "Offers" })).toHaveCount(0);
      await expectAccessible();
    });
  }

  test("order confirmation keeps the full header", async ({ page }) => {
    await page.goto("/uk/checkout/orderConfirmation/00012345");
    await expect(page.getByRole("navigation", { name: "Checkout navigation" })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Offers" })).toBeVisible();
  });

  test("app-request mode hides header, footer and returner for the rest of the visit", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/help?isAppRequest=true");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toHaveCount(0);
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expectAccessible();
    await page.goto("/uk/our-world");
    await expect(page.getByRole("banner")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("button", { name: "Back to top" })).toHaveCount(0);
    await page.goto("/uk/help?isAppRequest=false");
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
  });

  test("the not-found page has the whole shell", async ({ page, isMobile, expectAccessible }) => {
    const response = await page.goto("/uk/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.getByRole("link", { name: "Skip to main content" })).toBeAttached();
    if (!isMobile) await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
    await expectAccessible();
  });

  test("the returner appears after scrolling and takes the shopper back to the top", async ({ page }) => {
    await page.goto(SHELL_PAGE);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const returner = page.getByRole("button", { name: "Back to top" });
    await expect(returner).toBeVisible();
    await returner.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
