import type { Config } from "@react-router/dev/config";

// Server-rendered on every request; the Hono entry (server/entry.ts) mounts the build.
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (one per worker) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // The whole route manifest (under 2 KB compressed for this site's few routes) ships with the first page,
  // so links need no /__manifest round trip, and the app does not re-render as links are discovered.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
