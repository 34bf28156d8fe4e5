// `npm run mailbox [-- --limit N]`: prints the newest messages of the e-mail outbox (DATABASE_URL, default
// data/storefront.db), with the links they carry, for a newcomer without SMTP_URL. The web view is
// /{version}/dev/mailbox.
import { parseArgs } from "node:util";
import { openDatabase } from "../data/db.ts";
import { migrateToLatest } from "../data/migrate.ts";
import { createOutboxRepository } from "../data/repositories/outbox-repository.ts";

const { values } = parseArgs({ options: { limit: { type: "string", default: "10" } } });
const database = openDatabase(process.env.DATABASE_URL);
try {
  await migrateToLatest(database.db);
  const messages = await createOutboxRepository(database.db).latest(Math.max(1, Number(values.limit) || 10));
  if (messages.length === 0) console.log("The outbox is empty.");
  for (const message of messages) {
    console.log(
      `── ${message.createdAt}  ${message.kind}  ${message.sentAt ? `sent ${message.sentAt}` : "not sent"}`,
    );
    console.log(`To: ${message.to}\nSubject: ${message.subject}\n`);
    console.log(message.text);
    console.log("");
  }
} finally {
  await database.close();
}
