import type { Page } from "@playwright/test";
import { LOTION, readyForDeliveryOptions, readyForPayment } from "./checkout-steps.ts";
import { addToBagThroughApi, expect, hydrated, test } from "./fixtures.ts";

// The server renders with React and the browser hydrates with Preact (decision 066): hydration must leave the head
// the server sent as it was. A listing's head carries React's own image preloads, which the browser's tree does not
// have; matched against them, the last stylesheets were once dropped and the listing's cards lost their styles.
const PAGES = ["/uk/", "/uk/Bedroom/Bed-Linen/c/Duvet-Covers", "/uk/Towels/p/P10000001", "/uk/our-stores"];

const stylesheets = () =>
  [...document.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute("href"));

/**
 * Records, from the page's first byte, every change to an attribute that ties one element to another by id (decision
 * 073): hydration keeps the server's, so it should record none. `referenceRewrites` reads them.
 */
function recordReferenceRewrites(page: Page) {
  return page.addInitScript(() => {
    const rewrites: string[] = [];
    Object.assign(window, { referenceRewrites: rewrites });
    new MutationObserver((records) => {
      for (const { target, attributeName, oldValue } of records) {
        if (!(target instanceof Element) || !attributeName) continue;
        rewrites.push(`${attributeName}: ${oldValue} → ${target.getAttribute(attributeName)}`);
      }
    }).observe(document, {
      subtree: true,
      attributeOldValue: true,
      attributeFilter: ["id", "for", "form", "aria-controls", "aria-describedby", "aria-labelledby"],
    });
  });
}

const referenceRewrites = (page: Page) =>
  page.evaluate(() => (window as unknown as { referenceRewrites: string[] }).referenceRewrites);

test.describe("hydration", () => {
  for (const path of PAGES) {
    test(`keeps every stylesheet and the page title on ${path}`, { tag: "@mobile-only" }, async ({
      page,
    }) => {
      // The page as the server sent it, before any script runs.
      await page.route("**/assets/*.js", (route) => route.abort());
      await page.goto(path);
      const served = await page.evaluate(stylesheets);
      const title = await page.title();
      expect(served.length).toBeGreaterThan(3);

      await page.unroute("**/assets/*.js");
      await page.goto(path);
      await hydrated(page);
      expect(await page.evaluate(stylesheets)).toEqual(served);
      await expect(page).toHaveTitle(title);
    });
  }

  // The announcements are server markup that hydration leaves as it is (decision 062), their colours worked out on
  // the server: the link must still be followed by the client router, and the next page show the banner whole.
  test("keeps the announcement as the server wrote it, and follows its link in the browser", async ({
    page,
  }) => {
    await page.goto("/uk/");
    const announcement = page.getByRole("region", { name: "Announcement" });
    await hydrated(page);
    await expect(announcement).toContainText("Order by 19 December for standard delivery");
    await page.evaluate(() => {
      (window as unknown as { samePageLife: boolean }).samePageLife = true;
    });
    await announcement.getByRole("link", { name: "See delivery dates" }).click();
    await expect(page).toHaveURL(/\/uk\/help\/delivery$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => "samePageLife" in window)).toBe(true);
    await expect(announcement.getByText("Christmas delivery")).toBeVisible();
    await expect(announcement.getByRole("link", { name: "See delivery dates" })).toHaveCount(1);
  });

  // The history entry's scroll key and the router's index are written once, as the page is parsed, not again in the
  // task that creates the router (app/lib/navigation/history-entry.tsx); back and forward still land where they were.
  test("writes the history entry once, before the router, and back and forward still work", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const writes: unknown[] = [];
      (window as unknown as { entryWrites: unknown[] }).entryWrites = writes;
      const replace = history.replaceState.bind(history);
      history.replaceState = (state, unused, url) => {
        writes.push(state);
        replace(state, unused, url);
      };
    });
    await page.goto("/uk/Bedroom/Bed-Linen/c/Duvet-Covers");
    await hydrated(page);
    const writes = await page.evaluate(() => (window as unknown as { entryWrites: unknown[] }).entryWrites);
    expect(writes).toEqual([{ key: expect.stringMatching(/^[0-9a-v]+$/), idx: 0 }]);

    await page
      .getByRole("link", { name: /^Seersucker Oxford Duvet Cover/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/p\/P\d+/);
    await page.goBack();
    await expect(page).toHaveURL(/\/c\/Duvet-Covers$/);
    await expect(page.getByRole("heading", { level: 1, name: "Duvet Covers" })).toBeVisible();
    await page.goForward();
    await expect(page).toHaveURL(/\/p\/P\d+/);
  });

  // A listing's cards hydrate part by part, a task each once the task has hydrated for a few milliseconds (decision
  // 066), put off without a throw (scripts/lib/preact-in-the-browser-plugin.ts): every card ends up hydrated, over
  // several tasks. The page counts its tasks with a message to itself each; the CPU is slowed 4x, as a phone's.
  // The ids that tie a label, a field or a button to another element are the server's, not rewritten as the page
  // hydrates: the browser's useId (Preact's) does not give React's, and each card's rewrite was a frame of its own.
  test("hydrates a listing's cards over several tasks, every one of them, keeping the server's ids", {
    tag: "@mobile-only",
  }, async ({ page }) => {
    await recordReferenceRewrites(page);
    await page.addInitScript(() => {
      const seen = { tasks: 0, cardTasks: new Map<Element, number>() };
      Object.assign(window, { hydrationSeen: seen });
      const ticks = new MessageChannel();
      ticks.port1.onmessage = () => {
        seen.tasks += 1;
        // Ticks for the page's first 30 s, not for a number of ticks: on a busy host a count can run out before the
        // cards have hydrated, and every card be counted in the same last task (one run here saw a single task).
        if (performance.now() < 30_000) ticks.port2.postMessage(null);
      };
      ticks.port2.postMessage(null);
      const add = EventTarget.prototype.addEventListener;
      EventTarget.prototype.addEventListener = function (this: EventTarget, ...args: Parameters<typeof add>) {
        const card = this instanceof Element ? this.closest(".product-grid > li") : null;
        if (card && !seen.cardTasks.has(card)) seen.cardTasks.set(card, seen.tasks);
        return add.apply(this, args);
      };
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto("/uk/Bedroom/Bed-Linen/c/Duvet-Covers");
    await hydrated(page);
    const cards = await page.locator(".product-grid > li").count();
    expect(cards).toBeGreaterThan(20);
    // The last parts hydrate in tasks of their own after the router is up: wait for every card, not for a moment.
    const cardTasks = () =>
      page.evaluate(() => {
        const seen = (window as unknown as { hydrationSeen: { cardTasks: Map<Element, number> } })
          .hydrationSeen;
        return { hydratedCards: seen.cardTasks.size, tasks: new Set(seen.cardTasks.values()).size };
      });
    await expect.poll(async () => (await cardTasks()).hydratedCards).toBe(cards);
    const { tasks } = await cardTasks();
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 });
    expect(await referenceRewrites(page)).toEqual([]);
    // Put off part by part, the cards span two tasks at least (never put off, they hydrate in one); how many more
    // depends on the machine's speed at that moment.
    expect(tasks).toBeGreaterThan(1);
  });

  // The product page's purchase form and quantity field are tied to their buttons and label by id: the server's ids
  // are kept as the page hydrates (decision 073), not rewritten to the browser's.
  test("hydrates a product page keeping the server's ids", { tag: "@mobile-only" }, async ({ page }) => {
    await recordReferenceRewrites(page);
    await page.goto("/uk/Towels/p/P10000001");
    await hydrated(page);
    const quantity = page.getByRole("spinbutton", { name: "Quantity" });
    await expect(quantity).toHaveAttribute("form", /^purchase-/);
    await page.getByRole("button", { name: "Increase quantity" }).click();
    await expect(quantity).toHaveValue("2");
    expect(await referenceRewrites(page)).toEqual([]);
  });

  // A form the server renders on these pages: the store finder's, the search page's own search panel, sign-in and
  // registration.
  for (const [path, field] of [
    ["/uk/our-stores", "Town, city or postcode"],
    ["/uk/search?text=towel", "Search products"],
    ["/uk/login", "Confirm password"],
  ] as const)
    test(`hydrates ${path} keeping the server's ids`, { tag: "@mobile-only" }, async ({ page }) => {
      await recordReferenceRewrites(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.getByLabel(field, { exact: false }).first()).toBeAttached();
      expect(await referenceRewrites(page)).toEqual([]);
    });

  test("hydrates the bag keeping the server's ids, each line's from its entry", {
    tag: "@mobile-only",
  }, async ({ page }) => {
    await addToBagThroughApi(page, "uk", LOTION);
    await addToBagThroughApi(page, "uk", "P100000010203");
    await recordReferenceRewrites(page);
    await page.goto("/uk/bag");
    await hydrated(page);
    const lines = page.getByRole("article");
    await expect(lines).toHaveCount(2);
    await expect(page.getByRole("combobox", { name: /^Quantity/ })).toHaveCount(2);
    await expect(page.getByRole("region", { name: "Order summary" })).toBeVisible();
    expect(await referenceRewrites(page)).toEqual([]);
  });

  // The checkout at its sign-in step (both forms' e-mail fields and the password), with its delivery options open
  // (a day to choose) and at payment (the gift card field).
  for (const [step, ready, shown] of [
    [
      "sign-in",
      (page: Page) => addToBagThroughApi(page, "uk", LOTION),
      (page: Page) => expect(page.getByRole("textbox", { name: "Email address" })).toHaveCount(2),
    ],
    [
      "delivery",
      readyForDeliveryOptions,
      (page: Page) => expect(page.getByRole("combobox", { name: "Delivery day" })).toBeAttached(),
    ],
    [
      "payment",
      readyForPayment,
      (page: Page) => expect(page.getByRole("textbox", { name: "Gift card number" })).toBeVisible(),
    ],
  ] as const)
    test(`hydrates the checkout's ${step} step keeping the server's ids`, { tag: "@mobile-only" }, async ({
      page,
    }) => {
      await ready(page);
      await recordReferenceRewrites(page);
      await page.goto("/uk/checkout/secure");
      await hydrated(page);
      await shown(page);
      expect(await referenceRewrites(page)).toEqual([]);
    });
});
