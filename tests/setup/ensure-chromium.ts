import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Playwright cannot download its own browser here, so the journeys use Debian's Chromium,
 * installed on demand when we are root (ARCHITECTURE.md "Testing").
 */
export async function ensureChromium(): Promise<void> {
  if (existsSync(CHROMIUM_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}. Install it with: sudo apt-get install -y chromium`,
    );
  }
  console.log("Installing Debian's chromium for the end-to-end tests…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  const install = spawnSync(
    "apt-get",
    ["install", "-y", "--no-install-recommends", "chromium", "fonts-dejavu-core"],
    { stdio: "inherit", env },
  );
  if (update.status !== 0 || install.status !== 0 || !existsSync(CHROMIUM_PATH)) {
    throw new Error("Could not install chromium with apt-get; the end-to-end tests need it.");
  }
}
