import type { Config } from "@react-router/dev/config";

// Server-rendered on every request; the Hono entry (server/entry.ts) mounts the build.
export default {
  ssr: true,
  appDirectory: "app",
  // BUILD_DIR lets parallel builds (one per worker) live side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
