import type { JobHandler } from "../../core/jobs/job-ports.ts";
import { E_GIFT_CARD_JOB } from "../../core/orders/order-gift-cards.ts";
import type { Logger } from "../logger.ts";

/**
 * E-mails an e-gift card at its send time (scheduled with its order, key `e-gift-card:<order>:<line>`;
 * docs/decisions/045-issuing-gift-cards-bought.md). The send is one transaction that finds the card unsent, so a
 * retried run (or one taken over after its lease) sends nothing more. A resend to a corrected address marks the line
 * unsent and is the same job under its own key (`e-gift-card-resend:<order>:<line>:<n>`).
 */
export function eGiftCardJob(options: {
  sendEGiftCard(orderId: string, entryNumber: number): Promise<boolean>;
  logger: Logger;
}): JobHandler {
  return {
    name: E_GIFT_CARD_JOB,
    async run(payload) {
      const { orderId, entryNumber } = payload;
      if (typeof orderId !== "string" || typeof entryNumber !== "number")
        throw new Error("an e-gift card job needs its order id and line number");
      const sent = await options.sendEGiftCard(orderId, entryNumber);
      options.logger.info(
        { orderId, entryNumber, sent },
        sent ? "e-gift card sent" : "e-gift card already sent",
      );
    },
  };
}
