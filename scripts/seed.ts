// `npm run seed -- [--products N] [--seed S] [--reset] [--trial]`: seeds the database named by DATABASE_URL
// (default data/storefront.db). `--products 50000` makes the large catalogue the benchmarks use. `--trial` makes
// it a development database with the README's trial gift cards and promotion codes; refused with
// NODE_ENV=production, since anyone can read those codes (docs/decisions/030-what-strangers-reach.md).
import { parseArgs } from "node:util";
import { sql } from "kysely";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { isEmpty, seed } from "../data/seed/seed.ts";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    seed: { type: "string" },
    reset: { type: "boolean", default: false },
    trial: { type: "boolean", default: false },
  },
});

if (values.trial && process.env.NODE_ENV === "production") {
  console.error("--trial seeds gift cards and codes anyone can read: not with NODE_ENV=production.");
  process.exit(2);
}

const products = values.products === undefined ? undefined : Number(values.products);
if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
  console.error("--products must be a whole number above 0");
  process.exit(2);
}

const database = openDatabase(process.env.DATABASE_URL);
try {
  if (values.reset) {
    // Start again from nothing: drop every table, then migrate afresh.
    if (database.dialect === "postgres") {
      await sql`drop schema public cascade`.execute(database.db);
      await sql`create schema public`.execute(database.db);
    } else {
      const tables = await database.db.introspection.getTables({ withInternalKyselyTables: true });
      await sql`PRAGMA foreign_keys = OFF`.execute(database.db);
      for (const table of tables)
        await sql`drop table if exists ${sql.table(table.name)}`.execute(database.db);
    }
  }
  await migrateToLatest(database.db);
  if (!(await isEmpty(database.db))) {
    console.error(`${database.describe} is already seeded; pass --reset to start again.`);
    process.exit(1);
  }
  await seed(database.db, {
    trial: values.trial,
    products,
    seed: values.seed ? Number(values.seed) : undefined,
    log: (line) => console.log(line),
  });
} finally {
  await database.close();
}
