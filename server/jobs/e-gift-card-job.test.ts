import { describe, expect, it } from "vitest";
import { eGiftCardJob } from "./e-gift-card-job.ts";

const logger = { info: () => {} } as never;

describe("the e-gift card job", () => {
  it("sends the card of its order line", async () => {
    const asked: [string, number][] = [];
    const job = eGiftCardJob({
      sendEGiftCard: async (orderId, entryNumber) => {
        asked.push([orderId, entryNumber]);
        return true;
      },
      logger,
    });
    expect(job.name).toBe("e-gift-card");
    await job.run({ orderId: "order-1", entryNumber: 2 }, { now: new Date(), attempt: 1 });
    expect(asked).toEqual([["order-1", 2]]);
  });

  it("sends a resend's card again, to the line's recipient now", async () => {
    const asked: unknown[] = [];
    const job = eGiftCardJob({
      sendEGiftCard: async (orderId, entryNumber, options) => {
        asked.push([orderId, entryNumber, options]);
        return true;
      },
      logger,
    });
    await job.run({ orderId: "order-1", entryNumber: 2, resend: true }, { now: new Date(), attempt: 1 });
    await job.run({ orderId: "order-1", entryNumber: 2 }, { now: new Date(), attempt: 1 });
    expect(asked).toEqual([
      ["order-1", 2, { resend: true }],
      ["order-1", 2, { resend: false }],
    ]);
  });

  it("fails a payload without its order line, for an operator to see", async () => {
    const job = eGiftCardJob({ sendEGiftCard: async () => true, logger });
    await expect(job.run({ orderId: "order-1" }, { now: new Date(), attempt: 1 })).rejects.toThrow();
  });
});
