import { defineConfig } from "vitest/config";

// Unit tests run beside the code; API tests run the HTTP contract against a real database,
// once on SQLite and once on PostgreSQL (tests/setup/database.ts picks the dialect).
// On two cores Vitest runs one file at a time, and a fresh module graph per file cost more than most files' tests:
// unit files share one graph in worker threads, API files one graph per project (the build is imported once).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "app/**/*.test.ts",
            "app/**/*.test.tsx",
            "core/**/*.test.ts",
            "data/**/*.test.ts",
            "server/**/*.test.ts",
            "providers/**/*.test.ts",
            "config/**/*.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
          pool: "threads",
          isolate: false,
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: "api-sqlite",
          include: ["tests/api/**/*.test.ts"],
          env: { TEST_DIALECT: "sqlite" },
          globalSetup: ["tests/setup/api-global-setup.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "api-postgres",
          include: ["tests/api/**/*.test.ts"],
          env: { TEST_DIALECT: "postgres" },
          globalSetup: ["tests/setup/api-global-setup.ts"],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
