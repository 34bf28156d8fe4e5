import type { Page } from "@playwright/test";
import { enGB } from "../../app/lib/text/en-GB.ts";
import { ukSpellingsIn } from "../../app/lib/text/uk-spellings.ts";
import { expect, hydrated, test } from "./fixtures.ts";

// Issue 17 (spec 000 §1, 002 §1): the US site speaks US English. Each UK text of our catalogue that has a UK
// spelling is turned into a pattern (its placeholders match anything); no text a /us/ page shows or names may
// match one. Product copy and reviews come from the database and are not the interface wording, so only the
// catalogue's own sentences are looked for. Dates are written the US way (spec 002 §1).
const US_PAGES = [
  "/us/",
  "/us/Bathroom/c/Towels",
  "/us/Cushions/p/P10000014",
  "/us/search?text=towel",
  "/us/saved-items",
  "/us/help/contact-us",
];

const NUMERIC_PLACEHOLDERS = new Set([
  "count",
  "max",
  "page",
  "pages",
  "rating",
  "year",
  "index",
  "quantity",
]);

/** The UK catalogue texts a US page must never show, as whole-string patterns. */
const UK_ONLY_TEXTS = Object.entries(enGB)
  .filter(([, text]) => ukSpellingsIn(text).length > 0)
  .map(([key, text]) => {
    const pattern = text
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        return NUMERIC_PLACEHOLDERS.has(name) ? "[\\d.,]+" : ".+";
      })
      .join("");
    return { key, text, pattern: new RegExp(`^\\s*${pattern}\\s*$`) };
  });

const UK_DATE =
  /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/;

/** Every text the page shows or gives an accessible name, line by line. */
async function shownTexts(page: Page): Promise<string[]> {
  // The rendered text (what a shopper reads, hidden blocks left out), line by line.
  const lines = (await page.locator("body").allInnerTexts()).flatMap((text) => text.split("\n"));
  const names = await page.evaluate(() => {
    const texts: string[] = [];
    for (const element of document.querySelectorAll("[aria-label], [placeholder], [alt], [title]")) {
      for (const name of ["aria-label", "placeholder", "alt", "title"]) {
        const value = element.getAttribute(name);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts;
  });
  return [...lines, ...names].map((text) => text.trim()).filter(Boolean);
}

test("no /us/ page shows a UK spelling or a UK date from our own wording", async ({ page }) => {
  expect(UK_ONLY_TEXTS.length).toBeGreaterThan(0);
  const found: string[] = [];
  for (const path of US_PAGES) {
    await page.goto(path);
    await hydrated(page);
    for (const text of await shownTexts(page)) {
      for (const uk of UK_ONLY_TEXTS) if (uk.pattern.test(text)) found.push(`${path}: "${text}" (${uk.key})`);
      if (UK_DATE.test(text)) found.push(`${path}: "${text}" (a UK date)`);
    }
  }
  expect(found).toEqual([]);
});

test("a /us/ product page words its review lines in US English", { tag: "@mobile-only" }, async ({
  page,
  expectAccessible,
}) => {
  await page.goto("/us/Cushions/p/P10000014");
  await hydrated(page);
  const reviews = page.getByRole("article");
  await expect(reviews.first()).toContainText(/Color: \S.* · Size: \S/);
  await expect(reviews.first()).not.toContainText("Colour:");
  await expect(reviews.first().locator("time")).toHaveText(/^Posted on [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await expectAccessible();
});
