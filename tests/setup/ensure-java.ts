import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

export const JAVA_PATH = "/usr/bin/java";

/**
 * The Nu HTML Checker (npm `vnu-jar`) runs on Java; its own installer would download a JDK, which cannot be done
 * here, so the tests use Debian's, installed on demand when we are root (as tests/setup/ensure-chromium.ts does).
 */
export function ensureJava(): void {
  if (existsSync(JAVA_PATH)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(
      `Java is missing at ${JAVA_PATH}; the Nu HTML Checker test needs it. Install it with: sudo apt-get install -y default-jre-headless`,
    );
  }
  console.log("Installing Debian's default-jre-headless for the Nu HTML Checker…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "inherit", env });
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "default-jre-headless"], {
    stdio: "inherit",
    env,
  });
  if (update.status !== 0 || install.status !== 0 || !existsSync(JAVA_PATH)) {
    throw new Error(
      "Could not install default-jre-headless with apt-get; the Nu HTML Checker test needs Java.",
    );
  }
}
