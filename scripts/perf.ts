// `npm run perf [-- [--runs N] [--cpu N] /uk/ /uk/Towels/p/… …]`: Lighthouse (mobile emulation,
// its default) on each page given (default the home page) of a freshly seeded production build. Prints the
// category scores and the JavaScript each page downloads; with --runs, the median of N runs and every score.
// Each run's trace is scored twice: with the CPU slowdown calibrated to the BenchmarkIndex Lighthouse took
// of this machine in that run, as Lighthouse's documentation asks, and with its fixed default 4x
// (decision 010). `--cpu N` scores with N instead of calibrating. It also says how much of the long tasks' wall
// time the page's main thread ran: on two cores it waits for one a good part of it, and the slowdown multiplies
// that too, and the score and blocking time of the page's own work alone ("never waiting": each run scored again
// with the waiting cut out of its tasks, decision 084), to compare two builds on a busy host, and how much of the
// blocking time scripts make and how much the document's own rendering (parsing, style, layout, paint).
// `--bag N` first fills a shopper's bag with N lines and audits every page as that shopper
// (`npm run perf -- --bag 3 /uk/bag`). `--checkout` then takes that shopper through checkout as a guest up to the
// delivery options, with a Bath address
// (`npm run perf -- --bag 3 --checkout /uk/checkout/secure`: the checkout with its delivery section open).
// `--order` goes on to place the order, paid with the seeded £100 gift card (so a bag under £100: `--bag 1`), and
// `{order}` in a path is its number (the confirmation page). `--keep` leaves Lighthouse's traces and JSON reports in
// the work folder it names, to see which tasks block. `--no-script` audits with JavaScript off, the floor that no
// change to the scripts can go below. `--control` first scores a plain static page (scripts/lib/control-page-server.ts)
// the same way and as many times: what the host alone costs, since a main thread the host deschedules blocks even
// where the page does no work (decision 076); it has no budget.
// Each page is held to its budget in config/performance-budget.json (decision 053): its first load's JavaScript, and
// the median calibrated score and total blocking time; the script exits 1 when a page misses one. `--quick` skips
// Lighthouse and only counts the script a plain mobile-sized Chromium load transfers, file by file (`--list`), to
// see which chunks a change moves.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { ensureChromium } from "../tests/setup/ensure-chromium.ts";
import { blockingBySource } from "./lib/blocking-by-source.ts";
import { cpuSlowdownFor, DEFAULT_CPU_SLOWDOWN } from "./lib/cpu-slowdown.ts";
import {
  copyRunWithoutWaiting,
  type MainThreadTime,
  mainThreadTimeOfTrace,
} from "./lib/main-thread-waiting.ts";
import { budgetFor, readPerformanceBudget } from "./lib/performance-budget.ts";

const root = join(import.meta.dirname, "..");
const port = Number(process.env.PERF_PORT ?? 3200);
const { values: options, positionals } = parseArgs({
  options: {
    runs: { type: "string", default: "1" },
    cpu: { type: "string", default: "calibrate" },
    bag: { type: "string", default: "0" },
    checkout: { type: "boolean", default: false },
    order: { type: "boolean", default: false },
    keep: { type: "boolean", default: false },
    quick: { type: "boolean", default: false },
    list: { type: "boolean", default: false },
    "no-script": { type: "boolean", default: false },
    control: { type: "boolean", default: false },
  },
  allowPositionals: true,
});
const paths = positionals.length > 0 ? positionals : ["/uk/"];
const runs = Math.max(1, Number(options.runs) || 1);
const origin = `http://127.0.0.1:${port}`;
const chromePath = "/usr/bin/chromium";
const lighthouseBin = join(root, "node_modules/.bin/lighthouse");
const categories = "--only-categories=performance,accessibility,best-practices,seo";
const fixedCpu = options.cpu === "calibrate" ? null : Number(options.cpu);
if (fixedCpu !== null && !(fixedCpu >= 1)) throw new Error("--cpu takes a number ≥ 1");
const budget = readPerformanceBudget();
const overBudget: string[] = [];

await ensureChromium();
if (!existsSync(join(root, "build/server/index.js")) || process.env.PERF_REBUILD !== "0") {
  spawnSync(join(root, "node_modules/.bin/react-router"), ["build"], { stdio: "inherit", cwd: root });
}

const work = mkdtempSync(join(tmpdir(), "storefront-perf-"));
const server = spawn(process.execPath, [join(root, "scripts/e2e-server.ts")], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    STOREFRONT_TMP_DIR: work,
    IMAGE_CACHE_DIR: join(work, "images"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "ignore", "inherit"],
});

try {
  for (let i = 0; ; i++) {
    const ok = await fetch(`${origin}/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) break;
    if (i > 240) throw new Error("the server did not start");
    await new Promise((r) => setTimeout(r, 500));
  }
  const { cookie, csrfToken } = await fillBag(Math.max(0, Number(options.bag) || 0));
  if (options.checkout || options.order) await openDeliveryOptions(cookie, csrfToken);
  // `--order`: the shopper also finishes checkout and places the order with the seeded £100 gift card; `{order}` in
  // a path is its number (`npm run perf -- --bag 1 --order /uk/checkout/orderConfirmation/{order}`).
  const orderNumber = options.order ? await placeOrder(cookie, csrfToken) : "";
  if (options.control && !options.quick) await scoreControlPage();
  for (const [index, path] of paths.map((given) => given.replace("{order}", orderNumber)).entries()) {
    if (options.quick) {
      checkScripts(path, await scriptsOfFirstLoad(`${origin}${path}`, cookie));
      continue;
    }
    // One warm-up view renders the hero's images into the cache, as a live shop's would be.
    const warm = await fetchText(`${origin}${path}`, cookie);
    for (const src of new Set(warm.match(/\/images\/[^"\s,]+/g) ?? []))
      await fetch(`${origin}${src}`).catch(() => null);

    const { calibrated, standard, mainThread, neverWaiting } = scoreRuns(
      `${origin}${path}`,
      `run-${index}`,
      cookie,
    );
    report(path, calibrated, fixedCpu === null ? "calibrated" : "fixed", standard);
    reportMainThread(mainThread, neverWaiting);
  }
  if (overBudget.length > 0) {
    console.log(
      `\nOver budget (config/performance-budget.json):\n${overBudget.map((line) => `- ${line}`).join("\n")}`,
    );
    process.exitCode = 1;
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));
  if (options.keep) console.log(`\nLighthouse's traces and reports are kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}

/** Gathers and scores `runs` Lighthouse runs of a page (more attempts when one fails), each twice. */
function scoreRuns(url: string, name: string, cookie: string) {
  const calibrated: LighthouseResult[] = [];
  const standard: LighthouseResult[] = [];
  const mainThread: MainThreadTime[] = [];
  const neverWaiting: LighthouseResult[] = [];
  // About one load in six on Chromium 156 leaves no navigation start for the page's frame in its trace
  // (NO_NAVSTART), so there is room for a few more attempts than runs.
  for (let attempt = 0; calibrated.length < runs && attempt < runs * 2 + 2; attempt++) {
    const run = gather(url, join(work, `${name}-${attempt}`), cookie);
    if (!run) continue;
    const cpu = fixedCpu ?? cpuSlowdownFor(run.benchmarkIndex);
    const scored = audit(run.dir, cpu, cookie);
    // A trace Lighthouse cannot score once cannot be scored at any slowdown: on to the next load.
    if (!scored) continue;
    const scoredStandard =
      cpu === DEFAULT_CPU_SLOWDOWN ? scored : audit(run.dir, DEFAULT_CPU_SLOWDOWN, cookie);
    // The same run, its main thread's waiting left out, at the same slowdown (decision 084).
    const unwaitedDir = `${run.dir}-never-waiting`;
    copyRunWithoutWaiting(run.dir, unwaitedDir, url);
    const unwaited = audit(unwaitedDir, cpu, cookie);
    if (!scoredStandard || !unwaited) continue;
    calibrated.push(scored);
    standard.push(scoredStandard);
    neverWaiting.push(unwaited);
    mainThread.push(mainThreadTimeOfTrace(join(run.dir, "trace.json"), url, cpu));
  }
  if (calibrated.length === 0) throw new Error(`Lighthouse did not produce a report for ${url}`);
  return { calibrated, standard, mainThread, neverWaiting };
}

/** `--control`: the control page (scripts/lib/control-page-server.ts), scored exactly as the shop's pages are. */
async function scoreControlPage(): Promise<void> {
  // The store's sandboxes listen on its port + 300 to + 302; the control page takes + 10.
  const controlPort = port + 10;
  const control = spawn(
    process.execPath,
    [join(root, "scripts/lib/control-page-server.ts"), String(controlPort)],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      control.stdout.once("data", () => resolve());
      control.once("exit", () => reject(new Error("the control page's server did not start")));
    });
    const { calibrated, standard, mainThread, neverWaiting } = scoreRuns(
      `http://127.0.0.1:${controlPort}/`,
      "control",
      "",
    );
    report(
      "the control page (static, nothing to block; no budget)",
      calibrated,
      fixedCpu === null ? "calibrated" : "fixed",
      standard,
      false,
    );
    reportMainThread(mainThread, neverWaiting);
  } finally {
    control.kill("SIGTERM");
  }
}

/**
 * A GET that survives the server closing an idle keep-alive socket while Lighthouse ran (undici
 * then reports "other side closed" on the reused connection): one retry on a fresh one.
 */
async function fetchText(url: string, cookie = ""): Promise<string> {
  const headers = cookie ? { cookie } : undefined;
  try {
    return await fetch(url, { headers }).then((r) => r.text());
  } catch {
    return await fetch(url, { headers }).then((r) => r.text());
  }
}

/**
 * A shopper whose uk bag holds `lines` lines (one unit each of the first in-stock size of the seeded products
 * P10000001…), as the session cookie Lighthouse sends; "" for none.
 */
async function fillBag(lines: number): Promise<{ cookie: string; csrfToken: string }> {
  if (lines === 0) return { cookie: "", csrfToken: "" };
  const start = await fetch(`${origin}/api/common/universalVariable.json?url=/uk/`);
  const cookie = start.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const { csrfToken } = (await start.json()) as { csrfToken: string };
  let added = 0;
  for (let n = 1; added < lines && n < 60; n++) {
    const code = `P${String(10_000_000 + n)}`;
    const stock = await fetch(`${origin}/api/products/stock/${code}`).then((r) => (r.ok ? r.json() : null));
    const variant = (stock as { variants: { code: string; stockLevel: number }[] } | null)?.variants.find(
      (v) => v.stockLevel >= 5,
    );
    if (!variant) continue;
    const answer = await fetch(`${origin}/uk/cart/entries`, {
      method: "POST",
      headers: { cookie, "x-csrf-token": csrfToken, "content-type": "application/json" },
      body: JSON.stringify({ productSku: variant.code, quantity: 1 }),
    });
    if (answer.ok) added++;
  }
  if (added < lines) throw new Error(`only ${added} of ${lines} bag lines could be added`);
  return { cookie, csrfToken };
}

/** The checkout's own forms, posted as a guest would: e-mail, home delivery, a Bath address. */
async function openDeliveryOptions(cookie: string, csrfToken: string): Promise<void> {
  if (!cookie) throw new Error("--checkout needs a bag: give --bag N");
  const steps: Record<string, string>[] = [
    { intent: "guest-email", email: "perf@example.com" },
    { intent: "delivery-type", deliveryType: "homeDelivery" },
    {
      intent: "home-details",
      title: "Ms",
      firstName: "Ada",
      lastName: "Lovelace",
      phoneNumber: "01225 123456",
      line1: "45 Milsom Street",
      townCity: "Bath",
      postcode: "BA1 1DA",
      countryIso: "GB",
    },
  ];
  for (const step of steps) {
    const answer = await fetch(`${origin}/uk/checkout/secure`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CSRFToken: csrfToken, ...step }),
    });
    if (answer.status !== 303) throw new Error(`checkout ${step.intent} answered ${answer.status}`);
  }
}

/** Next day delivery, billing to the same address, the £100 gift card, then Place order: answers the number. */
async function placeOrder(cookie: string, csrfToken: string): Promise<string> {
  const post = (form: Record<string, string>) =>
    fetch(`${origin}/uk/checkout/secure`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ CSRFToken: csrfToken, ...form }),
    });
  const steps: Record<string, string>[] = [
    { intent: "delivery-mode", deliveryMode: "NEXTDAY", confirm: "on" },
    { intent: "billing", sameAsDelivery: "on" },
    { intent: "gift-card-redeem", giftCardCode: "GC10000000000100" },
  ];
  for (const step of steps) {
    const answer = await post(step);
    if (answer.status !== 303) throw new Error(`checkout ${step.intent} answered ${answer.status}`);
  }
  const placed = await post({ intent: "place-order", attemptId: `perf-${Date.now()}` });
  const location = placed.headers.get("location") ?? "";
  const orderNumber = location.match(/orderConfirmation\/(\d+)/)?.[1];
  if (placed.status !== 303 || !orderNumber)
    throw new Error(`place order answered ${placed.status} ${location} (is the bag over £100?)`);
  return orderNumber;
}

interface LighthouseResult {
  categories: Record<string, { score: number }>;
  environment: { benchmarkIndex: number };
  configSettings: { throttling: { cpuSlowdownMultiplier: number } };
  audits: Record<
    string,
    {
      numericValue?: number;
      details?: {
        items?: {
          resourceType?: string;
          transferSize?: number;
          url?: string;
          startTime?: number;
          duration?: number;
          firstContentfulPaint?: number;
          interactive?: number;
        }[];
      };
    }
  >;
}

function score(result: LighthouseResult, category: string): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/**
 * Scores in the order of their performance, the median run (Lighthouse's own advice: on a shared machine
 * one run varies) and the figures that explain it.
 */
function report(
  path: string,
  results: LighthouseResult[],
  cpuKind: string,
  standard: LighthouseResult[],
  budgeted = true,
) {
  const byPerformance = (list: LighthouseResult[]) =>
    [...list].sort((a, b) => score(a, "performance") - score(b, "performance"));
  const sorted = byPerformance(results);
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  const standardScores = byPerformance(standard).map((r) => score(r, "performance"));
  const standardMedian = standardScores[Math.floor((standardScores.length - 1) / 2)];
  const scripts = (median.audits["network-requests"]?.details?.items ?? []).filter(
    (item) => item.resourceType === "Script",
  );
  const metric = (id: string) => Math.round(median.audits[id]?.numericValue ?? 0);
  const many = results.length > 1;
  console.log(`\nLighthouse (mobile) ${path}${many ? `: median of ${results.length} runs` : ""}`);
  console.log(
    `performance     ${score(median, "performance")}${many ? `   (runs: ${sorted.map((r) => score(r, "performance")).join(", ")})` : ""}`,
  );
  console.log(
    `CPU slowdown    ${sorted.map((r) => `${r.configSettings.throttling.cpuSlowdownMultiplier.toFixed(1)}x`).join(", ")} (${cpuKind}; BenchmarkIndex ${sorted.map((r) => Math.round(r.environment.benchmarkIndex)).join(", ")})`,
  );
  console.log(`at a fixed 4x   ${standardMedian}${many ? `   (runs: ${standardScores.join(", ")})` : ""}`);
  console.log(`accessibility   ${score(median, "accessibility")}`);
  console.log(`best-practices  ${score(median, "best-practices")}`);
  console.log(`seo             ${score(median, "seo")}`);
  console.log(
    `LCP ${metric("largest-contentful-paint")} ms · TBT ${metric("total-blocking-time")} ms · CLS ${(median.audits["cumulative-layout-shift"]?.numericValue ?? 0).toFixed(3)}`,
  );
  const timings = median.audits.metrics?.details?.items?.[0];
  const { scriptsMs, documentMs } = blockingBySource(
    (median.audits["long-tasks"]?.details?.items ?? []).map((task) => ({
      startTime: task.startTime ?? 0,
      duration: task.duration ?? 0,
      url: task.url ?? "",
    })),
    timings?.firstContentfulPaint ?? 0,
    timings?.interactive ?? 0,
  );
  // Shares, not milliseconds: Lighthouse's blocking time averages two simulations, its long tasks come from one.
  const share = (ms: number) => `${Math.round((100 * ms) / (scriptsMs + documentMs))}%`;
  console.log(
    scriptsMs + documentMs === 0
      ? "blocking from   no long task Lighthouse lists blocks between first paint and interactive"
      : `blocking from   the document's own parsing, style, layout and paint ${share(documentMs)} · scripts ${share(scriptsMs)} (the long tasks Lighthouse lists)`,
  );
  if (!budgeted) return;
  checkScripts(
    path,
    scripts.map((item) => ({ url: item.url ?? "", bytes: item.transferSize ?? 0 })),
  );
  if (cpuKind !== "calibrated") return;
  const { calibratedScore, totalBlockingTimeMs } = budget.performance;
  if (score(median, "performance") < calibratedScore)
    overBudget.push(
      `${path}: performance ${score(median, "performance")} (calibrated), below ${calibratedScore}`,
    );
  if (metric("total-blocking-time") >= totalBlockingTimeMs)
    overBudget.push(
      `${path}: total blocking time ${metric("total-blocking-time")} ms, not under ${totalBlockingTimeMs}`,
    );
}

/**
 * Prints how much of the long tasks' wall time the page's main thread ran (median over the runs): Lighthouse
 * multiplies the waiting along with the page's own work (scripts/lib/main-thread-waiting.ts). Recorded with the
 * scheduler (`perf sched`, /proc's schedstat), the main thread waited both for a core, taken by another process, and
 * on synchronous calls to the browser process (fonts, storage), whose answers came late on a busy host. Then the same
 * runs as Lighthouse scores them with that waiting cut out of the page's tasks: what the page's own work costs at
 * this machine's slowdown (decision 084). A diagnosis, not a pass: the budget reads Lighthouse's own figures.
 */
function reportMainThread(runs: MainThreadTime[], neverWaiting: LighthouseResult[]) {
  const median = (values: number[]) =>
    [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? 0;
  const wall = median(runs.map((run) => run.wallMs));
  const ran = median(runs.map((run) => run.ranMs));
  const waiting = wall > 0 ? Math.round((100 * (wall - ran)) / wall) : 0;
  console.log(
    `main thread     long tasks ${Math.round(wall)} ms, of which it ran ${Math.round(ran)} ms (${waiting}% waiting: for a core, or on the browser)`,
  );
  const scores = neverWaiting.map((result) => score(result, "performance")).sort((a, b) => a - b);
  const blocking = neverWaiting
    .map((result) => Math.round(result.audits["total-blocking-time"]?.numericValue ?? 0))
    .sort((a, b) => a - b);
  console.log(
    `never waiting   ${median(scores)} · TBT ${median(blocking)} ms (runs: ${scores.join(", ")}; ${blocking.join(", ")} ms): the same runs, each task cut to the time it ran`,
  );
}

/** Prints the page's first-load JavaScript against its budget (and each file with `--list`), noting an overrun. */
function checkScripts(path: string, scripts: { url: string; bytes: number }[]) {
  const total = scripts.reduce((sum, item) => sum + item.bytes, 0) / 1024;
  const { page, javascriptKB } = budgetFor(budget, path);
  console.log(
    `${options.quick ? `${path}\n` : ""}JavaScript: ${scripts.length} files, ${total.toFixed(1)} KB transferred (gzip); budget for the ${page}: ${javascriptKB} KB`,
  );
  if (options.list)
    for (const item of [...scripts].sort((a, b) => b.bytes - a.bytes))
      console.log(`  ${(item.bytes / 1024).toFixed(1).padStart(6)} KB  ${item.url.replace(origin, "")}`);
  if (total > javascriptKB)
    overBudget.push(`${path}: ${total.toFixed(1)} KB of JavaScript, over the ${page}'s ${javascriptKB} KB`);
}

/**
 * The scripts a mobile-sized Chromium fetches while the page first loads (until the network has been quiet for half a
 * second after the load event), with the bytes each took on the wire: no Lighthouse, so a page takes seconds.
 */
async function scriptsOfFirstLoad(url: string, cookie: string): Promise<{ url: string; bytes: number }[]> {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromePath });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      extraHTTPHeaders: cookie ? { cookie } : {},
    });
    const page = await context.newPage();
    const pending: Promise<{ url: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() !== "script") return;
      pending.push(
        request.sizes().then((sizes) => ({
          url: request.url(),
          bytes: sizes.responseBodySize + sizes.responseHeadersSize,
        })),
      );
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForLoadState("networkidle");
    return await Promise.all(pending);
  } finally {
    await browser.close();
  }
}

/**
 * Loads the page once in Lighthouse's mobile emulation and keeps what it saw (trace, network log and the
 * BenchmarkIndex it measured just before), or null when the run failed (now and then Chrome's trace
 * misses its start: NO_NAVSTART). With simulated throttling nothing is slowed while loading: the
 * slowdowns are applied when the run is scored.
 */
function gather(url: string, dir: string, cookie: string): { dir: string; benchmarkIndex: number } | null {
  mkdirSync(dir, { recursive: true });
  const flags =
    "--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
  // `--no-script` blocks the page's script files (Lighthouse itself needs script on): what the markup, the
  // styles and the browser cost without hydration, the floor no change to the scripts can go below.
  const blocked = blockedScripts();
  const run = spawnSync(
    lighthouseBin,
    [url, `-G=${dir}`, categories, `--chrome-flags=${flags}`, "--quiet", ...blocked, ...extraHeaders(cookie)],
    {
      stdio: "inherit",
      env: { ...process.env, CHROME_PATH: chromePath },
    },
  );
  const artifactsFile = join(dir, "artifacts.json");
  if (run.status !== 0 || !existsSync(artifactsFile)) return null;
  const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8")) as { BenchmarkIndex?: number };
  return artifacts.BenchmarkIndex ? { dir, benchmarkIndex: artifacts.BenchmarkIndex } : null;
}

function blockedScripts(): string[] {
  return options["no-script"] ? ["--blocked-url-patterns=*/assets/*.js"] : [];
}

function extraHeaders(cookie: string): string[] {
  return cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : [];
}

/** Scores a gathered run with this CPU slowdown, or null when Lighthouse could not. */
function audit(dir: string, cpuSlowdown: number, cookie: string): LighthouseResult | null {
  // Lighthouse refuses to score with settings other than those it gathered with; the slowdown is only
  // used when scoring, so the saved settings are brought in line with it.
  const artifactsFile = join(dir, "artifacts.json");
  const artifacts = JSON.parse(readFileSync(artifactsFile, "utf8")) as {
    settings: { throttling: { cpuSlowdownMultiplier: number } };
  };
  const multiplier = Number(cpuSlowdown.toFixed(2));
  artifacts.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(artifactsFile, JSON.stringify(artifacts));
  const output = join(dir, `report-${multiplier}.json`);
  const run = spawnSync(
    lighthouseBin,
    [
      `-A=${dir}`,
      "--output=json",
      `--output-path=${output}`,
      categories,
      `--throttling.cpuSlowdownMultiplier=${multiplier}`,
      "--quiet",
      // Scored with the settings it was gathered with, the shopper's cookie included.
      ...blockedScripts(),
      ...extraHeaders(cookie),
    ],
    { stdio: "inherit" },
  );
  if (run.status !== 0 || !existsSync(output)) return null;
  const result = JSON.parse(readFileSync(output, "utf8")) as LighthouseResult;
  return result.categories.performance?.score == null ? null : result;
}
