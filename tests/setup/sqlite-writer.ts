// Run as its own process by tests/api/database-faults.test.ts: writes to a SQLite file as fast as it can,
// in multi-statement transactions, until it is killed. Prints "writing" once the first writes are in.
import { randomBytes } from "node:crypto";
import { inTransaction, openDatabase } from "../../data/db.ts";

const file = process.argv[2];
if (!file) throw new Error("usage: sqlite-writer.ts <file>");
const { db } = openDatabase(file);
let written = 0;
for (;;) {
  await inTransaction(db, async (trx) => {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + 86_400_000).toISOString();
    for (let i = 0; i < 20; i++) {
      const id = randomBytes(32).toString("base64url");
      await trx
        .insertInto("sessions")
        .values({ id, csrfToken: id, createdAt: now.toISOString(), expiresAt, country: "GB" })
        .execute();
      await trx.updateTable("sessions").set({ cartGuid: id }).where("id", "=", id).execute();
    }
    await trx
      .deleteFrom("sessions")
      .where("country", "=", "GB")
      .where("createdAt", "<", now.toISOString())
      .execute();
  });
  written++;
  if (written === 5) console.log("writing");
}
