import { randomUUID } from "node:crypto";
import type { Db } from "../../data/db.ts";
import type { Services } from "../../server/services.ts";

// What the order-life tests share, whichever way the order was paid (tests/api/order-life*.test.ts): a dispatch
// with a carrier and tracking number, the order's stored status, and the e-mails the outbox holds for a shopper.

export const TRACKING_NUMBER = "RM 1234 5678 GB";

/** Dispatches the lines by Royal Mail; a new request unless `key` repeats one. */
export function dispatchLines(
  services: Pick<Services, "orderLife">,
  orderId: string,
  lines: { entryNumber: number; quantity: number }[],
  key: string = randomUUID(),
) {
  return services.orderLife.dispatchLines(orderId, {
    key,
    carrier: "Royal Mail",
    trackingNumber: TRACKING_NUMBER,
    lines,
  });
}

/** The order's status as stored for the list. */
export async function orderStatus(db: Db, orderId: string): Promise<string> {
  const row = await db
    .selectFrom("orders")
    .select("status")
    .where("id", "=", orderId)
    .executeTakeFirstOrThrow();
  return row.status;
}

/** The outbox's messages of one kind to the e-mail. */
export async function mailsTo(db: Db, email: string, kind: string) {
  return db
    .selectFrom("outbox")
    .select(["subject", "text"])
    .where("toAddress", "=", email)
    .where("kind", "=", kind)
    .execute();
}
