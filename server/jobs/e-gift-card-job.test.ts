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

  it("fails a payload without its order line, for an operator to see", async () => {
    const job = eGiftCardJob({ sendEGiftCard: async () => true, logger });
    await expect(job.run({ orderId: "order-1" }, { now: new Date(), attempt: 1 })).rejects.toThrow();
  });
});
