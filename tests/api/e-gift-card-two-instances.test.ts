import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { loadSiteConfig } from "../../config/load-site-config.ts";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import { addDays } from "../../core/delivery/iso-date.ts";
import { londonDateOf } from "../../core/delivery/london-clock.ts";
import type { ClaimedJob, JobStore } from "../../core/jobs/job-ports.ts";
import { E_GIFT_CARD_JOB, eGiftCardJobKey } from "../../core/orders/order-gift-cards.ts";
import { type DatabaseHandle, openDatabase } from "../../data/db.ts";
import { createJobRepository } from "../../data/repositories/job-repository.ts";
import { createOrderRepository } from "../../data/repositories/order-repository.ts";
import { eGiftCardJob } from "../../server/jobs/e-gift-card-job.ts";
import { type JobRunner, startJobRunner } from "../../server/jobs/job-runner.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices, type Services } from "../../server/services.ts";
import { ADA, MILSOM_STREET, orderWorkflow, payingWith, recordingAcquirer } from "../setup/order-harness.ts";
import { createTestDatabase, type TestDatabase } from "../setup/test-database.ts";

// An e-gift card for a later day is sent by its one-off job (docs/decisions/042, 045) however many instances run
// it: two instances (each its own connection and services, one database, as two processes would), their runners
// driven by one clock the test moves to the card's send time. Whatever happens to a runner there, whether two poll
// at once, one stops mid-run after claiming (before or after its e-mail is written) or one starts afresh, the
// card's recipient gets exactly one e-mail in the outbox.

interface Instance {
  database: DatabaseHandle;
  services: Services;
}

let instances: [Instance, Instance];
let time = Date.now();
const clock = () => new Date(time);
const logger = createLogger("silent");
/** The run's lease in these tests: short, so a takeover is a clock step away. */
const LEASE_MS = 1000;

let target: TestDatabase;

function openInstance(): Instance {
  const database = openDatabase(target.url, { poolSize: 3 });
  return { database, services: createServices(database, loadSiteConfig()) };
}

// A database of its own: the runners claim every e-gift card job that is due, and other files (resends, orders)
// write such jobs for now into the shared one while this file runs.
beforeAll(async () => {
  target = await createTestDatabase(inject("dialect"), { products: 40 });
  instances = [openInstance(), openInstance()];
});
afterAll(async () => {
  await Promise.all(
    instances.map(async (instance) => {
      await instance.services.catalogueChanged.close();
      await instance.database.close();
    }),
  );
  await target.drop();
});

const storeOf = (instance: Instance): JobStore => createJobRepository(instance.database.db, clock);

/** An instance's job runner as server/main.ts starts it for e-gift cards, polled by the test. */
function runnerOn(instance: Instance): JobRunner {
  return startJobRunner({
    store: storeOf(instance),
    logger,
    handlers: [eGiftCardJob({ sendEGiftCard: instance.services.sendEGiftCard, logger })],
    leaseMs: LEASE_MS,
    backoff: { baseMs: 100, capMs: 1000 },
    now: clock,
    poll: false,
  });
}

/** Both runners poll at the same moment until neither finds work; answers how many jobs ran in all. */
async function pollUntilIdle(runners: JobRunner[]): Promise<number> {
  let ran = 0;
  for (let pass = 0; pass < 50; pass++) {
    const counts = await Promise.all(runners.map((runner) => runner.runOnce()));
    const thisPass = counts.reduce((sum, n) => sum + n, 0);
    if (thisPass === 0) return ran;
    ran += thisPass;
  }
  throw new Error("the runners never ran out of work");
}

/** A recipient no other run uses. */
const uniqueRecipient = () => `grace.${randomUUID()}@example.com`;

/**
 * Sends dates of this file's own, so no other file's card is due at the same moment: a claim at a card's send time
 * then finds only that card once the runners have run whatever fell due before it.
 */
let daysAhead = 40 + Math.floor(Math.random() * 100);

interface ScheduledCard {
  recipient: string;
  key: string;
  sendAt: Date;
}

/** A guest's order, placed through instance 0, of one e-gift card e-mailed on a day weeks ahead. */
async function orderScheduledCard(): Promise<ScheduledCard> {
  const { services, database } = instances[0];
  const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
  const recipient = uniqueRecipient();
  daysAhead += 1;
  const added = await services.giftCardPurchases.add(owner, async (guid) => guid, {
    productCode: "ECARD",
    design: "BIRTHDAY",
    amount: "25",
    recipientName: "Grace",
    recipientEmail: recipient,
    senderName: "Charles",
    personalMessage: "Happy birthday",
    sendDate: addDays(londonDateOf(new Date()), daysAhead),
  } as never);
  if (!added.ok) throw new Error(`gift card not added: ${JSON.stringify(added)}`);
  await services.checkout.setEmail(owner, `${owner.ownerGuid}@example.com`);
  await services.checkout.saveBilling(owner, { personal: ADA, address: MILSOM_STREET });
  const acquirer = recordingAcquirer();
  const answer = await orderWorkflow(services, createOrderRepository(database.db), acquirer).placeOrder(
    payingWith(acquirer, owner),
  );
  if (answer.status !== "placed") throw new Error(`not placed: ${JSON.stringify(answer)}`);
  const key = eGiftCardJobKey(answer.order.orderId, added.entryNumber);
  const job = await database.db
    .selectFrom("jobs")
    .select(["name", "runAt"])
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  expect(job.name).toBe(E_GIFT_CARD_JOB);
  return { recipient, key, sendAt: new Date(String(job.runAt)) };
}

/** The e-gift card e-mails in the outbox to `recipient`, read through the other instance. */
async function mailsTo(recipient: string): Promise<number> {
  const rows = await instances[1].database.db
    .selectFrom("outbox")
    .select("id")
    .where("toAddress", "=", recipient)
    .where("kind", "=", "e-gift-card")
    .execute();
  return rows.length;
}

async function jobState(key: string) {
  return instances[0].database.db
    .selectFrom("jobs")
    .select(["status", "attempts"])
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
}

/**
 * Moves the clock to just before the card's send time and lets the runners run everything due by then (other
 * files' cards included), so that at the send time this card is the only one due.
 */
async function upToJustBefore(card: ScheduledCard, runners: JobRunner[]): Promise<void> {
  time = card.sendAt.getTime() - 1;
  await pollUntilIdle(runners);
  expect(await mailsTo(card.recipient)).toBe(0);
  expect((await jobState(card.key)).status).toBe("scheduled");
  time = card.sendAt.getTime();
}

/** Instance 0 claims the due card's job as its runner would, then stops: it is never heard of again. */
async function claimAndStop(card: ScheduledCard): Promise<ClaimedJob> {
  const claims = await storeOf(instances[0]).claimDue(clock(), [E_GIFT_CARD_JOB], LEASE_MS, 10);
  const { id } = await instances[0].database.db
    .selectFrom("jobs")
    .select("id")
    .where("key", "=", card.key)
    .executeTakeFirstOrThrow();
  expect(claims.map((claim) => [String(claim.id), claim.attempts])).toEqual([[String(id), 1]]);
  return claims[0] as ClaimedJob;
}

describe("a scheduled e-gift card with two instances running jobs", () => {
  it("is e-mailed once when both instances' runners poll at its send time", async () => {
    const card = await orderScheduledCard();
    const runners = instances.map(runnerOn);
    await upToJustBefore(card, runners);

    const ran = await Promise.all(runners.map((runner) => runner.runOnce()));
    expect(ran.toSorted()).toEqual([0, 1]);
    expect(await pollUntilIdle(runners)).toBe(0);
    expect(await mailsTo(card.recipient)).toBe(1);
    expect(await jobState(card.key)).toMatchObject({ status: "done", attempts: 1 });

    // Long after, nothing more is sent.
    time += 24 * 60 * 60_000;
    expect(await pollUntilIdle(runners)).toBe(0);
    expect(await mailsTo(card.recipient)).toBe(1);
  });

  it("is e-mailed once by the other instance when the one that claimed it stops before sending", async () => {
    const card = await orderScheduledCard();
    const survivor = runnerOn(instances[1]);
    await upToJustBefore(card, [survivor]);
    await claimAndStop(card);

    // Its lease holds: nobody else runs it meanwhile.
    time += LEASE_MS - 1;
    expect(await survivor.runOnce()).toBe(0);
    expect(await mailsTo(card.recipient)).toBe(0);
    time += 2;
    expect(await survivor.runOnce()).toBe(1);
    expect(await mailsTo(card.recipient)).toBe(1);
    expect(await jobState(card.key)).toMatchObject({ status: "done", attempts: 2 });
  });

  it("is e-mailed once when the instance that claimed it stops after writing the e-mail but before finishing the job", async () => {
    const card = await orderScheduledCard();
    const survivor = runnerOn(instances[1]);
    await upToJustBefore(card, [survivor]);
    const claim = await claimAndStop(card);
    // The run got as far as the e-mail: the handler ran, and the instance stopped before recording its outcome.
    await eGiftCardJob({ sendEGiftCard: instances[0].services.sendEGiftCard, logger }).run(claim.payload, {
      now: clock(),
      attempt: claim.attempts,
    });
    expect(await mailsTo(card.recipient)).toBe(1);

    // The job is taken over after its lease and runs again (at least once), sending nothing more.
    time += LEASE_MS + 1;
    expect(await survivor.runOnce()).toBe(1);
    expect(await mailsTo(card.recipient)).toBe(1);
    expect(await jobState(card.key)).toMatchObject({ status: "done", attempts: 2 });
    // The stopped instance's late word changes nothing.
    await storeOf(instances[0]).fail(claim, "late", clock(), null);
    expect((await jobState(card.key)).status).toBe("done");
  });

  it("is e-mailed once when an instance restarts at its send time: a fresh runner beside the other one", async () => {
    const card = await orderScheduledCard();
    const before = runnerOn(instances[0]);
    const other = runnerOn(instances[1]);
    await upToJustBefore(card, [before, other]);
    const claim = await claimAndStop(card);

    // Instance 0 comes back at once with a fresh runner (a new process on its own connection): the lease of the
    // run it left still holds, so neither instance runs the card yet.
    await before.stop();
    const restarted = openInstance();
    try {
      const fresh = runnerOn(restarted);
      expect(await pollUntilIdle([fresh, other])).toBe(0);
      expect(await mailsTo(card.recipient)).toBe(0);
      time += LEASE_MS + 1;
      const [byFresh, byOther] = await Promise.all([fresh.runOnce(), other.runOnce()]);
      expect(byFresh + byOther).toBe(1);
      expect(await mailsTo(card.recipient)).toBe(1);
      expect(await jobState(card.key)).toMatchObject({ status: "done", attempts: 2 });

      // Another restart later that day finds nothing to send.
      await fresh.stop();
      const again = runnerOn(restarted);
      time += 60 * 60_000;
      expect(await pollUntilIdle([again, other])).toBe(0);
      expect(await mailsTo(card.recipient)).toBe(1);
      await storeOf(instances[0]).fail(claim, "late", clock(), null);
      expect((await jobState(card.key)).status).toBe("done");
    } finally {
      await restarted.services.catalogueChanged.close();
      await restarted.database.close();
    }
  });
});
