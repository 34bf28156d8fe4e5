import { describe, expect, it } from "vitest";
import { collectSitemapPages, latest, type SitemapPage, splitIntoFiles } from "./sitemap-pages.ts";
import type { SitemapRepository } from "./sitemap-repository.ts";
import { createSitemapService } from "./sitemap-service.ts";

const DAY = (n: number) => new Date(Date.UTC(2026, 10, n)).toISOString();

function repository(overrides: Partial<Record<keyof SitemapRepository, unknown[]>> = {}): SitemapRepository {
  const rows = {
    products: [
      { code: "P1", name: "Linen Sheet", productType: "standard", categoryCode: "Sheets", updatedAt: DAY(3) },
      {
        code: "P2",
        name: "Cavendish Bundle",
        productType: "bundle",
        categoryCode: "Sheets",
        updatedAt: null,
      },
    ],
    categories: [{ path: "Bedroom/c/Sheets", updatedAt: DAY(1) }],
    contentPages: [
      { path: "", version: "uk", updatedAt: DAY(1) },
      { path: "help/delivery", version: null, updatedAt: DAY(1) },
      { path: "help/delivery", version: "us", updatedAt: DAY(5) },
      { path: "help/mobile-app", version: "uk", updatedAt: DAY(2) },
    ],
    magazineCategorySlugs: ["home", "style"],
    magazineArticles: [
      { slug: "a", categorySlug: "home", updatedAt: DAY(4) },
      { slug: "b", categorySlug: "home", updatedAt: DAY(6) },
    ],
    ...overrides,
  };
  return Object.fromEntries(
    Object.entries(rows).map(([name, value]) => [name, async () => value]),
  ) as unknown as SitemapRepository;
}

const page = (pages: SitemapPage[], path: string) => pages.find((p) => p.path === path);

describe("the sitemap's pages", () => {
  it("lists each product once at its own page, whatever its kind", async () => {
    const pages = await collectSitemapPages(repository());
    expect(pages.filter((p) => p.path.includes("/p/")).map((p) => p.path)).toEqual([
      "Sheets/p/P1",
      "bundle/Cavendish-Bundle/p/P2",
    ]);
  });

  it("serves a shared content page in every version, a version's own row deciding its last change there", async () => {
    const pages = await collectSitemapPages(repository());
    expect(page(pages, "help/delivery")?.lastModified).toEqual({ uk: DAY(1), us: DAY(5), row: DAY(1) });
    expect(page(pages, "help/mobile-app")?.lastModified).toEqual({ uk: DAY(2) });
    expect(page(pages, "")?.lastModified).toEqual({ uk: DAY(1) });
  });

  it("dates the magazine's board and categories by their latest article", async () => {
    const pages = await collectSitemapPages(repository());
    expect(page(pages, "magazine")?.lastModified.uk).toBe(DAY(6));
    expect(page(pages, "magazine/home")?.lastModified.us).toBe(DAY(6));
    expect(page(pages, "magazine/style")?.lastModified.row).toBeNull();
    expect(page(pages, "magazine/home/b")).toBeDefined();
  });

  it("takes the later of two times, either of which may be unknown", () => {
    expect(latest(DAY(1), DAY(2))).toBe(DAY(2));
    expect(latest(null, DAY(2))).toBe(DAY(2));
    expect(latest(DAY(1), undefined)).toBe(DAY(1));
    expect(latest(null, null)).toBeNull();
  });
});

describe("splitting a version's pages into files", () => {
  const pages = (count: number): SitemapPage[] =>
    Array.from({ length: count }, (_, i) => ({ path: `p${i}`, lastModified: { uk: DAY((i % 20) + 1) } }));

  it("fills files to the limit and puts the rest in the next", () => {
    const files = splitIntoFiles(pages(7), "uk", 3);
    expect(files.map((f) => f.pages.map((p) => p.path))).toEqual([
      ["p0", "p1", "p2"],
      ["p3", "p4", "p5"],
      ["p6"],
    ]);
    expect(files.map((f) => f.file.number)).toEqual([1, 2, 3]);
    expect(files[1]?.file).toEqual({ version: "uk", number: 2, lastModified: DAY(6) });
  });

  it("makes exactly full files when the count is a multiple of the limit", () => {
    expect(splitIntoFiles(pages(6), "uk", 3).map((f) => f.pages.length)).toEqual([3, 3]);
  });

  it("keeps one file for a version with no pages, so the index always names it", () => {
    const files = splitIntoFiles(pages(4), "us", 3);
    expect(files).toEqual([{ file: { version: "us", number: 1, lastModified: null }, pages: [] }]);
  });

  it("is what the service serves, file by file", async () => {
    const service = createSitemapService(repository(), { fileLimit: 4 });
    const files = await service.files();
    // uk: 3 content + 1 category + 5 magazine + 2 products = 11 → 4, 4, 3; us and row: 1 content, so 9 → 4, 4, 1.
    expect(files.map((f) => `${f.version}-${f.number}`)).toEqual([
      "uk-1",
      "uk-2",
      "uk-3",
      "us-1",
      "us-2",
      "us-3",
      "row-1",
      "row-2",
      "row-3",
    ]);
    expect((await service.pagesOf("uk", 3))?.map((p) => p.path)).toEqual([
      "magazine/home/b",
      "Sheets/p/P1",
      "bundle/Cavendish-Bundle/p/P2",
    ]);
    expect((await service.pagesOf("us", 3))?.map((p) => p.path)).toEqual(["bundle/Cavendish-Bundle/p/P2"]);
    expect(await service.pagesOf("uk", 4)).toBeNull();
  });
});
