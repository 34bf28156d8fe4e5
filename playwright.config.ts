import { defineConfig, devices } from "@playwright/test";
import { HEADLESS_SHELL_PATH } from "./tests/setup/ensure-chromium.ts";

const PORT = Number(process.env.E2E_PORT ?? 3100);

// Debian's Chromium headless shell: Playwright cannot download its own browser here (ARCHITECTURE.md "Testing"),
// and the shell runs the journeys in three quarters of the whole browser's time (decision 063).
const chromium = {
  executablePath: HEADLESS_SHELL_PATH,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromium,
    // Recording a trace costs a journey about a seventh of its time (DOM snapshots and a screencast of every
    // action), so only a retry records one: CI retries once, and `--trace on` records one while debugging.
    trace: "on-first-retry",
  },
  projects: [
    // A journey tagged @desktop (hover, the mega menu, flyovers) exists only on wide screens and one tagged
    // @touch (the hamburger) only below 1024 px: each runs at the width that has it, never skipped.
    // A journey tagged @mobile-only checks nothing the width changes (an order's story through the checkout's forms,
    // e-mails, payment providers, a form's server round trip): it runs once, at 375 px, where a layout fault is
    // likelier. What differs by width (header and navigation, product page, listing filters, checkout and bag
    // layout, footer) keeps both widths in its own journeys (shell, navigation, product, search, checkout, bag…).
    {
      name: "mobile",
      grepInvert: /@desktop/,
      use: { ...devices["Pixel 5"], viewport: { width: 375, height: 812 }, browserName: "chromium" },
    },
    {
      name: "desktop",
      grepInvert: /@touch|@mobile-only/,
      use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 }, browserName: "chromium" },
    },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: { PORT: String(PORT), HOST: "127.0.0.1", BUILD_DIR: process.env.BUILD_DIR ?? "build" },
    stdout: "ignore",
    stderr: "pipe",
  },
});
