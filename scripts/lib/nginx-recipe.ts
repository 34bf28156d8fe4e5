import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

// The reverse-proxy recipe of docs/operations.md is what the bench runs (issue 28): read from the document itself,
// so the recipe a reader copies is the one measured, and a change to it that no longer works fails the bench.

export const NGINX_PATH = "/usr/sbin/nginx";
const RECIPE_HEADING = "## The page cache, and a reverse proxy in front";

/** The recipe's nginx block, as docs/operations.md shows it. */
export function readNginxRecipe(operationsMarkdown: string): string {
  const section = operationsMarkdown.split(RECIPE_HEADING)[1]?.split(/\n## /)[0];
  const block = section && /```nginx\n([\s\S]*?)```/.exec(section)?.[1];
  if (!block) throw new Error(`docs/operations.md has no nginx block under "${RECIPE_HEADING}"`);
  return block;
}

export interface BenchProxy {
  /** The one store instance the upstream names. */
  storePort: number;
  listenPort: number;
  /** A folder of the run's own: the cache, nginx's temporary files, its pid. */
  dir: string;
}

/**
 * The recipe made runnable by an unprivileged process on loopback: its upstream, its port and its cache folder
 * replaced, everything else as written, inside the smallest main configuration nginx accepts.
 */
export function benchNginxConfig(recipe: string, { storePort, listenPort, dir }: BenchProxy): string {
  const replaced = [
    [/upstream storefront \{[^}]*\}/, `upstream storefront { server 127.0.0.1:${storePort}; keepalive 32; }`],
    [/listen 80;/, `listen 127.0.0.1:${listenPort};`],
    [/\/var\/cache\/nginx\/storefront/, join(dir, "cache")],
  ] as const;
  let http = recipe;
  for (const [pattern, replacement] of replaced) {
    if (!pattern.test(http)) throw new Error(`the nginx recipe no longer has ${pattern}: update the bench`);
    http = http.replace(pattern, replacement);
  }
  return [
    "worker_processes 1;",
    "daemon off;",
    `pid ${join(dir, "nginx.pid")};`,
    "error_log stderr warn;",
    "events { worker_connections 1024; }",
    "http {",
    "  access_log off;",
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(
      (kind) => `  ${kind}_temp_path ${join(dir, `${kind}-temp`)};`,
    ),
    http
      .split("\n")
      .map((line) => (line ? `  ${line}` : line))
      .join("\n"),
    "}",
    "",
  ].join("\n");
}

/** Debian's nginx, installed on demand when we are root (as the journeys' Chromium is). */
export function ensureNginx(): void {
  if (existsSync(NGINX_PATH)) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      `nginx is missing at ${NGINX_PATH}. Install it with: sudo apt-get install -y nginx-light`,
    );
  console.log("Installing Debian's nginx-light for the reverse-proxy bench…");
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  const update = spawnSync("apt-get", ["update"], { stdio: "ignore", env });
  const install = spawnSync("apt-get", ["install", "-y", "--no-install-recommends", "nginx-light"], {
    stdio: "ignore",
    env,
  });
  if (update.status !== 0 || install.status !== 0 || !existsSync(NGINX_PATH))
    throw new Error("Could not install nginx-light with apt-get.");
}

/** Starts nginx on the recipe; resolves once it answers on its port. */
export async function startRecipeProxy(operationsFile: string, proxy: BenchProxy): Promise<ChildProcess> {
  ensureNginx();
  mkdirSync(proxy.dir, { recursive: true });
  // nginx's workers drop to an unprivileged user when started as root: the folder must be theirs to write too.
  chmodSync(proxy.dir, 0o777);
  const config = join(proxy.dir, "nginx.conf");
  writeFileSync(config, benchNginxConfig(readNginxRecipe(readFileSync(operationsFile, "utf8")), proxy));
  const child = spawn(NGINX_PATH, ["-p", proxy.dir, "-c", config], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx stopped at start (exit ${child.exitCode})`);
    try {
      await fetch(`http://127.0.0.1:${proxy.listenPort}/healthz`);
      return child;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill();
  throw new Error("nginx did not answer within 10 s");
}
