import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { MailSender, OutboxEntry } from "../../core/mail/mail-types.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { migrateToLatest } from "../../data/migrate.ts";
import { createJobRepository } from "../../data/repositories/job-repository.ts";
import { createOutboxRepository } from "../../data/repositories/outbox-repository.ts";
import { startJobRunner } from "../../server/jobs/job-runner.ts";
import { mailDrainJob } from "../../server/jobs/mail-worker.ts";
import { createLogger } from "../../server/logger.ts";
import { createEmptyTestDatabase, type TestDatabase } from "../setup/test-database.ts";

// The mail drain as a recurring job (docs/decisions/042-durable-jobs.md) on SQLite and PostgreSQL, with two
// instances on one database: every queued message is sent once, whether the job table gives the tick to one of
// them or two drains meet (a run that outlived its lease). A database of its own, so no other file's mail is sent.

let target: TestDatabase;
let instances: [DatabaseHandle, DatabaseHandle];
const logger = createLogger("silent");
const noRequests = { processRequests: async () => 0 };

beforeAll(async () => {
  target = await createEmptyTestDatabase(inject("dialect"));
  instances = [openDatabase(target.url, { poolSize: 3 }), openDatabase(target.url, { poolSize: 3 })];
  await migrateToLatest(instances[0].db);
}, 60_000);
afterAll(async () => {
  await Promise.all(instances.map((database) => database.close()));
  await target.drop();
});

/** One outside mail service both instances send through; it counts what each address received. */
function recordingSender() {
  const received = new Map<string, number>();
  const sender: MailSender = {
    async send(message: OutboxEntry) {
      await new Promise((done) => setTimeout(done, 1));
      received.set(message.to, (received.get(message.to) ?? 0) + 1);
    },
  };
  return { sender, received };
}

async function queue(count: number, prefix: string) {
  const outbox = createOutboxRepository(instances[0].db);
  for (let n = 0; n < count; n++)
    await outbox.enqueue(
      { to: `${prefix}-${n}@example.com`, subject: "Hello", html: "<p>Hi</p>", text: "Hi", kind: "test" },
      new Date(),
    );
}

const drainOn = (database: DatabaseHandle, sender: MailSender) =>
  mailDrainJob({ passwords: noRequests, outbox: createOutboxRepository(database.db), sender, logger });

describe("the mail drain on two instances", () => {
  it("sends every queued message once when both runners poll at once", async () => {
    const { sender, received } = recordingSender();
    await queue(45, "tick");
    const [a, b] = instances.map((database) =>
      startJobRunner({
        store: createJobRepository(database.db),
        logger,
        recurring: [drainOn(database, sender)],
        poll: false,
      }),
    );
    await Promise.all([a!.runOnce(), b!.runOnce()]);
    expect(received.size).toBe(45);
    expect([...received.values()].every((times) => times === 1)).toBe(true);
    const backlog = await createOutboxRepository(instances[1].db).backlog();
    expect(backlog.pending).toBe(0);
  });

  it("sends every message once when two drains run at the same moment", async () => {
    const { sender, received } = recordingSender();
    await queue(45, "meet");
    const [a, b] = instances.map((database) => drainOn(database, sender));
    const run = { now: new Date(), attempt: 1 };
    await Promise.all([a!.run({}, run), b!.run({}, run)]);
    expect(received.size).toBe(45);
    expect([...received.values()].every((times) => times === 1)).toBe(true);
  });
});
