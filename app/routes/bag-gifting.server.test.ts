import { describe, expect, it } from "vitest";
import { DomainError } from "../../core/errors/domain-error.ts";
import { GIFTING_MESSAGES } from "../../core/gifting/gifting-messages.ts";
import type { GiftingService } from "../../core/gifting/gifting-service.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { handleGiftingIntent } from "./bag-gifting.server.ts";

const cart = { id: 4, currency: "GBP" };

/** A request context whose gifting service records its calls, or refuses with `error`. */
function contextWith(error?: Error) {
  const calls: unknown[][] = [];
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      if (error) throw error;
      return {};
    };
  const gifting = {
    addBox: record("addBox"),
    removeBox: record("removeBox"),
    setBoxMessage: record("setBoxMessage"),
    setOrderMessage: record("setOrderMessage"),
  } as unknown as GiftingService;
  return { ctx: { services: { gifting } } as unknown as RequestContext, calls };
}

describe("the bag action's gifting intents", () => {
  it("adds a box with the ticked lines and answers the confirmation", async () => {
    const { ctx, calls } = contextWith();
    const answer = await handleGiftingIntent(ctx, cart, {
      intent: "gift-box-add",
      giftBoxType: "GIFTB",
      entryNumber: [0, 2],
      personalMessage: "Hi",
    });
    expect(calls).toEqual([
      ["addBox", cart, { giftBoxType: "GIFTB", entryNumbers: [0, 2], personalMessage: "Hi" }],
    ]);
    expect(answer).toEqual({ ok: true, intent: "gift-box-add", message: "Your gift box has been added." });
  });

  it("sends a message to its box, or to the order without a box number", async () => {
    const { ctx, calls } = contextWith();
    await handleGiftingIntent(ctx, cart, { intent: "gift-message", giftBoxNo: 2, message: "A" });
    await handleGiftingIntent(ctx, cart, { intent: "gift-message", message: "B" });
    await handleGiftingIntent(ctx, cart, { intent: "gift-box-remove", giftBoxNo: 1 });
    expect(calls).toEqual([
      ["setBoxMessage", cart, 2, "A"],
      ["setOrderMessage", cart, "B"],
      ["removeBox", cart, 1],
    ]);
  });

  it("answers a refusal with its wording under the form's field names", async () => {
    const refusal = new DomainError("invalid", GIFTING_MESSAGES.alreadyInBox, {
      entryNumbers: GIFTING_MESSAGES.alreadyInBox,
    });
    const { ctx } = contextWith(refusal);
    const answer = await handleGiftingIntent(ctx, cart, {
      intent: "gift-box-add",
      giftBoxType: "GIFTB",
      entryNumber: [0],
      personalMessage: "",
    });
    expect(answer).toEqual({
      ok: false,
      intent: "gift-box-add",
      message: GIFTING_MESSAGES.alreadyInBox,
      fields: { entryNumber: GIFTING_MESSAGES.alreadyInBox },
    });
  });

  it("keeps the box number with a refused message, so the panel shows it beside that box", async () => {
    const { ctx } = contextWith(
      new DomainError("invalid", GIFTING_MESSAGES.messageTooLong, {
        message: GIFTING_MESSAGES.messageTooLong,
      }),
    );
    const answer = await handleGiftingIntent(ctx, cart, {
      intent: "gift-message",
      giftBoxNo: 3,
      message: "x",
    });
    expect(answer).toMatchObject({
      ok: false,
      giftBoxNo: 3,
      fields: { message: GIFTING_MESSAGES.messageTooLong },
    });
  });

  it("lets an unexpected failure through to the error boundary", async () => {
    const { ctx } = contextWith(new Error("database gone"));
    await expect(handleGiftingIntent(ctx, cart, { intent: "gift-box-remove", giftBoxNo: 1 })).rejects.toThrow(
      "database gone",
    );
  });
});
