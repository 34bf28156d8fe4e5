import { describe, expect, it } from "vitest";
import { memoryRateLimitCounter } from "../../tests/setup/memory-rate-limit-counter.ts";
import type { CorrectedRecipient, RedirectOutcome } from "./order-gift-cards.ts";
import { createEGiftCardResend, RESEND_MESSAGES, readCorrectedRecipient } from "./resend-e-gift-card.ts";

/** A resend over a fake line store that answers `outcome` and records what it was asked. */
function resendWith(outcome: RedirectOutcome) {
  const asked: { orderId: string; entryNumber: number; recipient: CorrectedRecipient }[] = [];
  const resend = createEGiftCardResend({
    outbox: {
      async redirect(orderId, entryNumber, recipient) {
        asked.push({ orderId, entryNumber, recipient });
        return outcome;
      },
    },
    rateLimits: memoryRateLimitCounter(),
    now: () => new Date("2026-11-28T10:00:00.000Z"),
  });
  return { resend, asked };
}

describe("the corrected recipient", () => {
  it("takes a trimmed e-mail, and a name only when one is given", () => {
    expect(readCorrectedRecipient({ recipientEmail: "  grace@example.com " })).toEqual({
      ok: true,
      recipient: { recipientEmail: "grace@example.com", recipientName: null },
    });
    expect(
      readCorrectedRecipient({ recipientEmail: "grace@example.com", recipientName: " Grace Brewster " }),
    ).toEqual({
      ok: true,
      recipient: { recipientEmail: "grace@example.com", recipientName: "Grace Brewster" },
    });
  });

  it("refuses an address that is not one, and a name of digits, with the purchase form's messages", () => {
    expect(readCorrectedRecipient({ recipientEmail: "grace at example", recipientName: "R2D2" })).toEqual({
      ok: false,
      fieldErrors: {
        recipientEmail: RESEND_MESSAGES.recipientEmail,
        recipientName: RESEND_MESSAGES.recipientName,
      },
    });
  });
});

describe("resending an e-gift card", () => {
  it("says it sent the card again when the card was sent before", async () => {
    const { resend, asked } = resendWith({ kind: "resend" });
    expect(await resend("order-1", 2, { recipientEmail: "new@example.com" })).toEqual({
      ok: true,
      kind: "sent",
      recipientEmail: "new@example.com",
      message: "We've sent the e-gift card to new@example.com.",
    });
    expect(asked).toEqual([
      {
        orderId: "order-1",
        entryNumber: 2,
        recipient: { recipientEmail: "new@example.com", recipientName: null },
      },
    ]);
  });

  it("says a card not sent yet will go to the new address on its day", async () => {
    const { resend } = resendWith({ kind: "scheduled", sendDate: "2026-12-24" });
    expect(await resend("order-1", 2, { recipientEmail: "new@example.com" })).toMatchObject({
      ok: true,
      kind: "scheduled",
      message: RESEND_MESSAGES.scheduled("new@example.com"),
    });
  });

  it("refuses a used card, a posted card and a line with no e-gift card, each with its message", async () => {
    for (const kind of ["used", "expired", "posted", "unknown"] as const) {
      const { resend } = resendWith({ kind });
      expect(await resend("order-1", 2, { recipientEmail: "new@example.com" })).toEqual({
        ok: false,
        kind,
        message: RESEND_MESSAGES[kind],
      });
    }
    expect(RESEND_MESSAGES.used).toBe(
      "This e-gift card has already been used, so it can no longer be sent to a different address.",
    );
  });

  it("touches nothing for a field error", async () => {
    const { resend, asked } = resendWith({ kind: "resend" });
    expect(await resend("order-1", 2, { recipientEmail: "nope" })).toMatchObject({
      ok: false,
      kind: "invalid",
      fieldErrors: { recipientEmail: RESEND_MESSAGES.recipientEmail },
    });
    expect(asked).toHaveLength(0);
  });

  it("allows five resends an order a day, each order counted apart", async () => {
    const { resend, asked } = resendWith({ kind: "resend" });
    const kinds: string[] = [];
    for (let i = 0; i < 6; i++)
      kinds.push((await resend("order-1", 2, { recipientEmail: "new@example.com" })).kind);
    expect(kinds).toEqual(["sent", "sent", "sent", "sent", "sent", "rateLimited"]);
    expect(asked).toHaveLength(5);
    expect((await resend("order-2", 1, { recipientEmail: "new@example.com" })).kind).toBe("sent");
  });
});
