import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../setup/api-app.ts";

// Issue 27 "Done means": a crawl from /uk/, /us/ and /row/ finds no link that answers 404. Breadth-first through
// the production build in-process, following every same-origin <a href> and GET form action (and same-origin
// redirects). Every distinct page of the shell and the content is visited (home, help, our-world, magazine board
// and categories, sign-in, bag, store list…). Product, listing, search, store and article pages are many rows
// through one template, so only the first SAMPLE_PER_PATTERN addresses of each route pattern are visited (per
// version, with and without a query string): enough to check the links each template makes. About 180 addresses,
// 10 to 30 s on a busy two-core machine, where a listing page costs up to a second.

const ORIGIN = "http://localhost";
const SAMPLE_PER_PATTERN = 1;

let harness: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  harness = await createTestApp();
});
afterAll(async () => {
  await harness.close();
});

const decodeAttribute = (value: string) =>
  value.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&#39;", "'").replaceAll("&quot;", '"');

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag);
  return match ? decodeAttribute(match[1] ?? "") : null;
}

/** The same-origin addresses a page links to: anchors, and the actions of forms sent by GET. */
function linksOf(html: string, base: string): string[] {
  const targets: string[] = [];
  for (const [tag] of html.matchAll(/<a\s[^>]*>/gi)) {
    const href = attribute(tag, "href");
    if (href !== null) targets.push(href);
  }
  for (const [tag] of html.matchAll(/<form\s[^>]*>/gi)) {
    const method = (attribute(tag, "method") ?? "get").toLowerCase();
    const action = attribute(tag, "action");
    if (method === "get" && action) targets.push(action);
  }
  const links: string[] = [];
  for (const target of targets) {
    if (/^(mailto|tel|javascript|data|sms):/i.test(target) || target.startsWith("#")) continue;
    let url: URL;
    try {
      url = new URL(target, base);
    } catch {
      continue;
    }
    if (url.origin !== ORIGIN) continue;
    url.hash = "";
    links.push(`${url.pathname}${url.search}`);
  }
  return links;
}

/**
 * A product, listing, search, store or magazine article address's route pattern, for sampling; null for every other
 * page (always visited). Each is one template filled from many rows: a product page (standard, grouped, bundle,
 * collection), a listing at each depth of the category tree, a store's page, an article.
 */
function samplePattern(address: string): string | null {
  const url = new URL(address, ORIGIN);
  const segments = url.pathname.split("/").filter(Boolean);
  const version = segments[0] ?? "";
  // A listing's filters, sorts and pages, and a product's swatches, are views of one page: one pattern for them all.
  const query = url.search ? "?" : "";
  const rest = segments.slice(1);
  let shape: string | null = null;
  if (rest[0] === "bundle" || rest[0] === "collection") shape = `${rest[0]}/*/p/*`;
  else if (rest.includes("p")) shape = rest.includes("g") ? "*/p/*/g/*" : "*/p/*";
  else if (rest.includes("c"))
    shape = `${"*/".repeat(rest.indexOf("c"))}c/*${rest.length > rest.indexOf("c") + 2 ? "/*" : ""}`;
  else if (rest[0] === "search") shape = "search";
  else if (rest[0] === "our-stores" && rest.length > 1) shape = "our-stores/*";
  else if (rest[0] === "magazine" && rest.length > 2) shape = "magazine/*/*";
  if (shape === null) return null;
  return `${version} ${shape}${query}`;
}

interface Crawl {
  visited: number;
  dead: { address: string; from: string }[];
  errors: { address: string; status: number; from: string }[];
}

async function crawl(starts: string[]): Promise<Crawl> {
  const queue = starts.map((address) => ({ address, from: "(start)" }));
  const seen = new Set(starts);
  const sampled = new Map<string, number>();
  const result: Crawl = { visited: 0, dead: [], errors: [] };
  const enqueue = (address: string, from: string) => {
    if (seen.has(address)) return;
    seen.add(address);
    const pattern = samplePattern(address);
    if (pattern !== null) {
      const count = sampled.get(pattern) ?? 0;
      if (count >= SAMPLE_PER_PATTERN) return;
      sampled.set(pattern, count + 1);
    }
    queue.push({ address, from });
  };
  for (let next = queue.shift(); next; next = queue.shift()) {
    const { address, from } = next;
    const response = await harness.app.request(`${ORIGIN}${address}`, { redirect: "manual" });
    // Read whole even when not followed: a page streams its recommendations after the first byte, and a body left
    // unread would keep querying after the test has closed its database.
    const body = await response.text();
    result.visited += 1;
    if (response.status === 404) {
      result.dead.push({ address, from });
      continue;
    }
    if (response.status >= 300 && response.status < 400) {
      const location = response.headers.get("location");
      if (location)
        for (const link of linksOf(`<a href="${location}">`, `${ORIGIN}${address}`)) enqueue(link, address);
      continue;
    }
    if (response.status >= 500) result.errors.push({ address, status: response.status, from });
    if (!(response.headers.get("content-type") ?? "").startsWith("text/html")) continue;
    for (const link of linksOf(body, `${ORIGIN}${address}`)) enqueue(link, address);
  }
  return result;
}

describe("issue 27: a crawl of every version", () => {
  it("finds no link that answers 404", { timeout: 120_000 }, async () => {
    const started = performance.now();
    const result = await crawl(["/uk/", "/us/", "/row/"]);
    console.info(`crawl: ${result.visited} addresses in ${Math.round(performance.now() - started)} ms`);
    expect(result.visited).toBeGreaterThan(100);
    expect(result.dead).toEqual([]);
    expect(result.errors).toEqual([]);
  });
});
