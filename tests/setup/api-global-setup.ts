import type { TestProject } from "vitest/node";
import { createTestDatabase } from "./test-database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    databaseUrl: string;
    dialect: "sqlite" | "postgres";
  }
}

/** One migrated, seeded database per dialect for the API test files of this run; dropped at the end. */
export default async function setup(project: TestProject) {
  const dialect = project.config.env?.TEST_DIALECT === "postgres" ? "postgres" : "sqlite";
  const database = await createTestDatabase(dialect);
  project.provide("databaseUrl", database.url);
  project.provide("dialect", dialect);
  return async () => {
    await database.drop();
  };
}
