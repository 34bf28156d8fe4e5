import type { Config } from "@react-router/dev/config";

// Server-rendered on every request; the Hono entry (server/entry.ts) mounts the build.
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (one per worker) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // A page's client router knows only its own routes: building the whole table (some 80 branches) was the
  // largest single task of hydration. Links and forms the shopper points at, focuses or touches are discovered
  // then (app/lib/route-links/route-discovery-on-intent.ts); decision 064.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
