import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Page } from "@playwright/test";
import { accessibilityOfServedPages, expect, hydrated, test } from "./fixtures.ts";

// Tracking and consent (issue 27 item 4; docs/decisions/047-tracking-and-consent.md): with the shopper's consent
// the pages' events reach the first-party collector; declined, nothing leaves the page. Tagged @touch: the brief
// asks for these once, at the phone's width, where the banner has least room.

// The e2e server's database (scripts/e2e-server.ts): read for what the collector stored.
const E2E_DATABASE = join(
  import.meta.dirname,
  "../..",
  process.env.BUILD_DIR ?? "build",
  `e2e-${process.env.E2E_PORT ?? "3100"}`,
  "storefront.db",
);

interface Stored {
  name: string;
  page: string;
  data: Record<string, unknown>;
}

function collectedFor(sessionId: string): Stored[] {
  const db = new DatabaseSync(E2E_DATABASE, { readOnly: true });
  try {
    const rows = db
      .prepare("select name, page, data from tracking_events where session_id = ? order by occurred_at, id")
      .all(sessionId) as { name: string; page: string; data: string }[];
    return rows.map((row) => ({ name: row.name, page: row.page, data: JSON.parse(row.data) }));
  } finally {
    db.close();
  }
}

const banner = (page: Page) => page.getByRole("region", { name: "Cookies and analytics" });

test.describe("tracking and consent @touch", () => {
  // Each journey meets the banner as a newcomer does.
  test.use({ analyticsAnswered: false });

  test("a shopper who allows analytics searches, follows a result and adds it: the collector has each step", async ({
    page,
    expectAccessible,
  }) => {
    await page.goto("/uk/");
    await hydrated(page);
    await expect(banner(page)).toBeVisible();
    await expectAccessible();
    await banner(page).getByRole("button", { name: "Allow analytics" }).click();
    await expect(banner(page)).toBeHidden();
    // Tracking starts with the answer: the home page's view, before it, stays in the page.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem("twc:tracking-session")))
      .toMatch(/^[\w-]{8,64}$/);
    const sessionId = await page.evaluate(() => sessionStorage.getItem("twc:tracking-session"));

    // A personal field is reported as filled, never with what was typed.
    const email = page.getByRole("contentinfo").getByRole("textbox", { name: "Email address" });
    await email.fill("reader@example.com");
    await email.blur();
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window.dataLayer ?? []).some((event) => (event as { field?: string }).field === "eMail"),
        ),
      )
      .toBe(true);

    await page.goto("/uk/search");
    await hydrated(page);
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("aegean");
    await box.press("Enter");
    await page.waitForURL(/\/uk\/search\?text=aegean/);
    await page
      .getByRole("link", { name: /Aegean Organic Towel/ })
      .first()
      .click();
    await page.waitForURL(/\/p\/P10000001/);
    await hydrated(page);
    await page.getByRole("radio", { name: "Bath Towel" }).check();
    await page.getByRole("button", { name: "Add to bag" }).click();
    await expect(page.getByRole("dialog", { name: "Added to your bag" })).toBeVisible();

    // Queued events go every few seconds, at once for a click, and when the page is left, as now.
    await page.goto("/uk/help");
    await expect
      .poll(() => collectedFor(sessionId ?? "").map((event) => event.name), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(["Page View", "Keyword Search", "Merchandising", "Add to Cart"]));
    const events = collectedFor(sessionId ?? "");
    expect(events.map((event) => event.data)).toEqual(
      expect.arrayContaining([
        { event: "Keyword Search", keyword: "aegean", searchSource: "submit" },
        expect.objectContaining({ event: "Page View", pageType: "search" }),
        expect.objectContaining({ event: "Input Tracking", field: "eMail", filled: true, sensitive: true }),
      ]),
    );
    expect(JSON.stringify(events)).not.toContain("reader@example.com");
    const merchandising = events.filter((event) => event.name === "Merchandising").map((event) => event.data);
    const view = merchandising.find((event) => event.action === "view" && event.metadata);
    expect(view).toMatchObject({
      target: { pathToPage: "/uk/search" },
      metadata: { query: "aegean" },
      user: { identities: { sessionId } },
    });
    const click = merchandising.find((event) => event.action === "click");
    expect(click).toMatchObject({ sourceId: view?.sourceId, target: { product: "P10000001" } });
    await expect
      .poll(() =>
        collectedFor(sessionId ?? "")
          .map((event) => event.data)
          .filter((data) => data.event === "Merchandising" && data.action === "add-to-cart"),
      )
      .toEqual([
        expect.objectContaining({
          sourceId: view?.sourceId,
          metadata: expect.objectContaining({ quantity: 1 }),
        }),
      ]);
  });

  test("a shopper who declines sends nothing, and can change the choice later, with or without JavaScript", async ({
    page,
    browser,
    expectAccessible,
  }) => {
    const sent: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/collect") sent.push(request.url());
    });
    await page.goto("/uk/search");
    await hydrated(page);
    await banner(page).getByRole("button", { name: "No thanks" }).click();
    await expect(banner(page)).toBeHidden();
    const box = page.getByRole("combobox", { name: "Search products" });
    await box.fill("aegean");
    await box.press("Enter");
    await page.waitForURL(/\/uk\/search\?text=aegean/);
    await page
      .getByRole("link", { name: /Aegean Organic Towel/ })
      .first()
      .click();
    await page.waitForURL(/\/p\/P10000001/);
    // Leaving the page is when a consenting page sends what it queued: this one has nothing queued to send.
    await page.goto("/uk/help");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const pushed = await page.evaluate(() => sessionStorage.getItem("twc:tracking-session"));
    expect(pushed).toBeNull();
    expect(sent).toEqual([]);

    // Without JavaScript the banner is a form: the answer is posted and the shopper comes back to the same page.
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: page.viewportSize(),
      isMobile: true,
    });
    try {
      const plain = await context.newPage();
      const checkServed = accessibilityOfServedPages(plain, browser, expectAccessible);
      await plain.goto("/uk/help");
      await banner(plain).getByRole("button", { name: "Allow analytics" }).click();
      await plain.waitForURL(/\/uk\/help$/);
      await expect(banner(plain)).toHaveCount(0);
      await plain.getByRole("contentinfo").getByRole("link", { name: "Cookie preferences" }).click();
      await expect(plain.getByRole("heading", { level: 1, name: "Cookie preferences" })).toBeVisible();
      await expect(plain.getByText("You have allowed analytics.")).toBeVisible();
      await checkServed();
      await plain.getByRole("button", { name: "No thanks" }).click();
      await expect(plain.getByText("You have turned analytics off.")).toBeVisible();
    } finally {
      await context.close();
    }
  });
});
