import { describe, expect, it } from "vitest";
import { createGiftCardAdmin } from "./gift-card-admin.ts";
import type { GiftCardAdminRepository, GiftCardDetail } from "./gift-card-admin-ports.ts";

// The service's part: it refuses from the card as read before it writes, and hands the resend the rule and the
// composer; the conditional writes themselves are the repository's (tests/api/admin-gift-cards.test.ts).

const NOW = new Date("2026-11-29T12:00:00.000Z");

function card(blockedAt: string | null): GiftCardDetail {
  return {
    id: 7,
    lastFour: "1234",
    currency: "GBP",
    initialBalance: 2500,
    balance: 2500,
    status: "active",
    blockedAt,
    expiresAt: null,
    createdAt: NOW.toISOString(),
    purchase: null,
    ledger: [],
  };
}

function fakeRepository(current: GiftCardDetail | null) {
  const writes: boolean[] = [];
  const repository: GiftCardAdminRepository = {
    find: async () => [],
    card: async () => current,
    setBlocked: async (_id, blocked) => {
      writes.push(blocked);
      return {
        ok: true,
        change: { before: { blockedAt: null }, after: { blockedAt: blocked ? NOW.toISOString() : null } },
      };
    },
    resend: async (_id, _input, decide) => {
      const refusal = decide({
        kind: "ECARD",
        recipientEmail: "grace@example.com",
        sentAt: null,
        sealed: true,
        expiresAt: null,
        blockedAt: null,
      });
      return refusal ? { kind: "refused", refusal } : { kind: "repeat" };
    },
  };
  return { repository, writes };
}

const compose = () => ({ kind: "e-gift-card", to: "", subject: "", html: "", text: "" });

describe("staff's gift card actions", () => {
  it("refuses an unknown card, a second block and an unblock of an unblocked card without writing", async () => {
    const missing = fakeRepository(null);
    const admin = createGiftCardAdmin({ repository: missing.repository, compose, now: () => NOW });
    expect(await admin.block(7)).toEqual({ ok: false, refusal: "unknown" });
    expect(await admin.unblock(7)).toEqual({ ok: false, refusal: "unknown" });

    const blocked = fakeRepository(card(NOW.toISOString()));
    const adminOfBlocked = createGiftCardAdmin({ repository: blocked.repository, compose, now: () => NOW });
    expect(await adminOfBlocked.block(7)).toEqual({ ok: false, refusal: "alreadyBlocked" });
    expect((await adminOfBlocked.unblock(7)).ok).toBe(true);

    const open = fakeRepository(card(null));
    const adminOfOpen = createGiftCardAdmin({ repository: open.repository, compose, now: () => NOW });
    expect(await adminOfOpen.unblock(7)).toEqual({ ok: false, refusal: "notBlocked" });
    expect(await adminOfOpen.block(7)).toMatchObject({
      ok: true,
      change: { after: { blockedAt: NOW.toISOString() } },
    });
    expect([...missing.writes, ...blocked.writes, ...open.writes]).toEqual([false, true]);
  });

  it("decides a resend with the resend rule at the service's time", async () => {
    const { repository } = fakeRepository(card(null));
    const admin = createGiftCardAdmin({ repository, compose, now: () => NOW });
    // The fake's line was never sent: the rule refuses it.
    expect(await admin.resend(7, crypto.randomUUID(), "staff-1")).toEqual({
      kind: "refused",
      refusal: "notSentYet",
    });
  });
});
