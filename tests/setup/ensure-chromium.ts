import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium: Lighthouse (`npm run perf`) and the screenshots script drive the whole browser. */
export const CHROMIUM_PATH = "/usr/bin/chromium";
/**
 * Debian's build of the same Chromium without the browser's shell: the journeys run in it, as Playwright's own
 * headless runs do. The same suite took a quarter less time in it (docs/decisions/063-journeys-in-headless-shell.md).
 */
export const HEADLESS_SHELL_PATH = "/usr/bin/chromium-headless-shell";

const PACKAGES = [
  { path: CHROMIUM_PATH, name: "chromium" },
  { path: HEADLESS_SHELL_PATH, name: "chromium-headless-shell" },
];

/**
 * Playwright cannot download its own browser here, so the journeys use Debian's Chromium,
 * installed on demand when we are root (ARCHITECTURE.md "Testing").
 */
export async function ensureChromium(): Promise<void> {
  const missing = PACKAGES.filter((item) => !existsSync(item.path)).map((item) => item.name);
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `${missing.join(" and ")} missing from /usr/bin. Install with: sudo apt-get install -y ${missing.join(" ")}`,
    );
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  const install = spawnSync(
    "apt-get",
    ["install", "-y", "--no-install-recommends", ...missing, "fonts-dejavu-core"],
    { stdio: "inherit", env },
  );
  if (update.status !== 0 || install.status !== 0 || PACKAGES.some((item) => !existsSync(item.path))) {
    throw new Error(
      `Could not install ${missing.join(" and ")} with apt-get; the end-to-end tests need them.`,
    );
  }
}
