import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Request,
} from "@playwright/test";
import type { AxeResults } from "axe-core";

export interface AccessibilityOptions {
  /** Also the WCAG 2.2 AA rules (target size, 2.5.8), which the keyboard and screen-reader journeys hold their states to. */
  wcag22?: boolean;
}

/**
 * Every journey gets a page from its own browser context (axe needs one from `newContext()`), and
 * `expectAccessible` runs axe on whatever the page shows once its document is parsed. The shopper has already
 * answered the analytics question (declined, so nothing is collected): the banner above the header would move every
 * page down by its height. tests/e2e/tracking.spec.ts asks it with `test.use({ analyticsAnswered: false })`.
 */
export const test = base.extend<{
  expectAccessible: (page?: Page, options?: AccessibilityOptions) => Promise<void>;
  analyticsAnswered: boolean;
}>({
  analyticsAnswered: [true, { option: true }],
  page: async (
    { browser, contextOptions, viewport, isMobile, hasTouch, baseURL, analyticsAnswered },
    use,
  ) => {
    const context = await browser.newContext({ ...contextOptions, viewport, isMobile, hasTouch });
    if (analyticsAnswered && baseURL)
      await context.addCookies([{ name: "twc_consent", value: "denied", url: baseURL }]);
    // A text the page's script did not carry (decision 065) is written as its key, and said on the console.
    const missingTexts: string[] = [];
    context.on("console", (message) => {
      if (message.type() === "error" && message.text().startsWith("Missing text:"))
        missingTexts.push(`${message.text()} on ${message.page()?.url()}`);
    });
    watchNetwork(context);
    const page = await context.newPage();
    await use(page);
    await context.close();
    expect(missingTexts, "texts missing from the browser's catalogue").toEqual([]);
  },
  expectAccessible: async ({ page }, use) => {
    await use(async (target = page, options = {}) => {
      const tags = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
      // A document still being parsed has its last element cut short: a fresh clone's run once saw the 44th row of
      // a streamed table with its header's text not yet arrived, and axe called the header empty.
      await target.waitForFunction(() => document.readyState !== "loading");
      const violations = await axeViolations(target, options.wcag22 ? [...tags, "wcag22aa"] : tags);
      const summary = violations.map(
        (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`,
      );
      expect(summary, "axe violations").toEqual([]);
    });
  },
});

export { expect };

/**
 * axe's minified build: the package's `source` is its 1.5 MB readable build, which a page took about 60 ms longer to
 * compile than this one's 0.65 MB, at every check of a new document (and the test runner sent twice the bytes).
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/**
 * axe's violations on the page as it is now. Only violations are read, so axe keeps the details of no other result
 * type: every rule still runs on every node. A page of one document is checked by axe in the page itself, injected
 * once per document. AxeBuilder's way (a partial run in each frame, finished in a fresh page of the context, axe
 * injected twice or three times a check) costs four to six times as much, so it is kept for pages with frames, where
 * it is what reaches a cross-origin frame such as the card payment page.
 */
async function axeViolations(page: Page, tags: string[]): Promise<AxeResults["violations"]> {
  const options = { runOnly: { type: "tag" as const, values: tags }, resultTypes: ["violations" as const] };
  if (page.frames().length > 1) {
    return (await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(tags).options(options).analyze())
      .violations;
  }
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  return page
    .evaluate(
      (runOptions) => (window as unknown as { axe: typeof import("axe-core") }).axe.run(document, runOptions),
      options,
    )
    .then((results) => results.violations);
}

/** The requests a browser context has in flight, how many it has started, and when one last started or ended. */
interface NetworkWatch {
  inFlight: Set<Request>;
  started: number;
  lastActivity: number;
}
const networkWatches = new WeakMap<BrowserContext, NetworkWatch>();

/** Watches a context's requests from now on: done for every journey's own page before it opens anything. */
function watchNetwork(context: BrowserContext): void {
  const watch: NetworkWatch = { inFlight: new Set(), started: 0, lastActivity: Date.now() };
  context.on("request", (request) => {
    watch.inFlight.add(request);
    watch.started += 1;
    watch.lastActivity = Date.now();
  });
  const ended = (request: Request) => {
    if (watch.inFlight.delete(request)) watch.lastActivity = Date.now();
  };
  context.on("requestfinished", ended);
  context.on("requestfailed", ended);
  networkWatches.set(context, watch);
}

/** How long nothing may have started or ended for the network to count as quiet: the events' own lag, with room. */
const QUIET_NETWORK_MS = 100;

/**
 * Waits until the page has hydrated: until then a control that needs JavaScript does nothing (the
 * scripts start once the page has painted). The client router is up, and its first requests settled: the page's
 * main thread has run out of tasks (hydration's slices, the effects and the calls they start) and nothing is in
 * flight, twice running with no request started between. Playwright's "networkidle" waited 500 ms of silence
 * instead, half a second of every such wait spent idle: a fifth of the journeys' summed time (decision 082).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  const watch = networkWatches.get(page.context());
  // A page of a context a journey opened itself: its requests before this call are unknown.
  if (!watch) return page.waitForLoadState("networkidle");
  for (let settledPasses = 0; settledPasses < 2; ) {
    const startedBefore = watch.started;
    await mainThreadIdle(page);
    await expect
      .poll(() => watch.inFlight.size === 0 && Date.now() - watch.lastActivity >= QUIET_NETWORK_MS, {
        intervals: [25],
        // A page's pictures on a busy host: the wait it replaced had the test's whole time.
        timeout: 30_000,
      })
      .toBe(true);
    settledPasses = watch.started === startedBefore ? settledPasses + 1 : 0;
  }
}

/** Resolves once the page has no task to run; a page that navigated meanwhile is waited for again by the caller. */
async function mainThreadIdle(page: Page): Promise<void> {
  await page
    .evaluate(() => new Promise<void>((idle) => requestIdleCallback(() => idle(), { timeout: 2_000 })))
    .catch((error: Error) => {
      if (!/Execution context was destroyed|navigation/i.test(error.message)) throw error;
    });
}

/**
 * Counts the Intl number and date formatters each page the browser opens builds, from its first script on; answers
 * what the page on show has built. The first one costs a phone 15–24 ms while hydrating (decisions 009 and 067).
 */
export async function countIntlFormatters(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlBuilt: built });
    for (const name of ["NumberFormat", "DateTimeFormat"] as const) {
      const Original = Intl[name];
      Intl[name] = new Proxy(Original, {
        construct(target, args) {
          built.push(name);
          return Reflect.construct(target, args);
        },
      }) as never;
    }
  });
  return () => page.evaluate(() => (window as unknown as { intlBuilt: string[] }).intlBuilt);
}

/**
 * axe runs as a script in the page, which a journey without JavaScript cannot run. So each page the browser is sent is kept as it
 * came, and checked by serving that same document, still without its scripts, to a page that runs axe.
 */
export function accessibilityOfServedPages(
  page: Page,
  browser: Browser,
  expectAccessible: (page: Page) => Promise<void>,
) {
  let served: Promise<{ url: string; html: string } | null> = Promise.resolve(null);
  page.on("response", (response) => {
    if (response.request().resourceType() !== "document" || response.status() !== 200) return;
    const previous = served;
    // A document the browser left before its body was read has no body to give: the one before it stands.
    served = response.text().then(
      (html) => ({ url: response.url(), html }),
      () => previous,
    );
  });
  return async () => {
    const document = await served;
    if (!document) throw new Error("No page has been served yet");
    // Contexts made in a test take its options: JavaScript must be switched back on here, or axe's timers never run.
    const context = await browser.newContext({
      viewport: page.viewportSize(),
      reducedMotion: "reduce",
      javaScriptEnabled: true,
    });
    try {
      const copy = await context.newPage();
      const withoutScripts = document.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "");
      await copy.route(document.url, (route) =>
        route.fulfill({ body: withoutScripts, contentType: "text/html" }),
      );
      await copy.goto(document.url);
      await expectAccessible(copy);
    } finally {
      await context.close();
    }
  };
}

/**
 * The CSRF token of the page's session, from the universal variable call, which starts the session the way the
 * first page view does (the API tests' Shopper.begin starts with it too): a setup that only needs a session asks
 * for it instead of loading and rendering a whole page. Signing in renews the token: ask again after it.
 */
export async function csrfTokenThroughApi(page: Page, version = "uk"): Promise<string> {
  const universal = await page.request.get(`/api/common/universalVariable.json?url=/${version}/`);
  expect(universal.status()).toBe(200);
  const { csrfToken } = (await universal.json()) as { csrfToken: string };
  expect(csrfToken, "the session's CSRF token").toBeTruthy();
  return csrfToken;
}

/** Puts a variant in the version's bag through the JSON call with the page's own session; answers the CSRF token. */
export async function addToBagThroughApi(
  page: Page,
  version: string,
  sku: string,
  quantity = 1,
): Promise<string> {
  const token = await csrfTokenThroughApi(page, version);
  const added = await page.request.post(`/${version}/cart/entries`, {
    headers: { "x-csrf-token": token },
    data: { productSku: sku, quantity },
  });
  expect(added.status()).toBe(200);
  return token;
}
