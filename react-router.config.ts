import type { Config } from "@react-router/dev/config";

// Server-rendered on every request; the Hono entry (server/entry.ts) mounts the build.
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
