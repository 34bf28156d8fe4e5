import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { createSandboxWalletProcessor } from "./sandbox-wallet-processor.ts";

// The sandbox reads back only tokens it signed, before they expire, once each; a repeated key answers the first.
// Captures take parts of the authorisation, refunds parts of what was captured, each once per key.

const processor = () =>
  createSandboxWalletProcessor({ secret: "s".repeat(32), origin: "http://127.0.0.1:3402" });
const request = (token: string, key = "k1") => ({
  walletType: "googlePay" as const,
  token,
  amount: 4495,
  currency: "GBP",
  idempotencyKey: key,
});

describe("sandbox wallet processor", () => {
  it("authorises a good card once per key and voids it", async () => {
    const p = processor();
    const token = p.issueToken("googlePay", "good") ?? "";
    const first = await p.authorise(request(token));
    expect(first).toMatchObject({ status: "authorised", card: { maskedNumber: "•••• 1111", brand: "visa" } });
    expect(await p.authorise(request(token))).toEqual(first);
    expect(p.owns(first.paymentId)).toBe(true);
    expect(
      await p.reauthorise({ sessionId: p.tokenId(token) ?? "", amount: 4495, idempotencyKey: "k1" }),
    ).toEqual(first);
    expect(await p.void({ paymentId: first.paymentId, amount: 4495, idempotencyKey: "v1" })).toMatchObject({
      status: "voided",
    });
  });

  it("refuses tokens signed with another secret, expired, reused or of another wallet", async () => {
    const p = processor();
    const other = createSandboxWalletProcessor({ secret: "t".repeat(32), origin: "x" }).issueToken(
      "googlePay",
      "good",
    );
    expect(await p.authorise(request(other ?? ""))).toMatchObject({
      status: "declined",
      decline: "invalidToken",
    });
    const expired = p.issueToken("googlePay", "good", -1) ?? "";
    expect(await p.authorise(request(expired, "k2"))).toMatchObject({ decline: "tokenExpired" });
    const apple = p.issueToken("applePay", "good") ?? "";
    expect(await p.authorise(request(apple, "k3"))).toMatchObject({ decline: "wrongWallet" });
    const token = p.issueToken("googlePay", "good") ?? "";
    expect((await p.authorise(request(token, "k4"))).status).toBe("authorised");
    expect(await p.authorise(request(token, "k5"))).toMatchObject({ decline: "invalidToken" });
  });

  it("declines the declined and expired sandbox cards", async () => {
    const p = processor();
    expect(await p.authorise(request(p.issueToken("googlePay", "declined") ?? "", "a"))).toMatchObject({
      decline: "declined",
    });
    expect(await p.authorise(request(p.issueToken("googlePay", "expired") ?? "", "b"))).toMatchObject({
      decline: "cardExpired",
    });
  });

  async function authorised(p = processor()) {
    const answer = await p.authorise(request(p.issueToken("googlePay", "good") ?? "", randomUUID()));
    return { p, paymentId: answer.paymentId };
  }

  it("captures in parts up to the authorisation, once per key, and refuses more", async () => {
    const { p, paymentId } = await authorised();
    const first = await p.capture({ paymentId, amount: 1000, idempotencyKey: "c1" });
    expect(first).toEqual({ status: "captured", paymentId, amount: 1000 });
    // A repeat answers the first answer and captures nothing more.
    expect(await p.capture({ paymentId, amount: 1000, idempotencyKey: "c1" })).toEqual(first);
    expect(p.payment(paymentId)).toMatchObject({ status: "authorised", capturedAmount: 1000 });
    // The same key for another amount is another request: refused, nothing moves.
    expect(await p.capture({ paymentId, amount: 5, idempotencyKey: "c1" })).toMatchObject({
      status: "error",
    });
    expect(await p.capture({ paymentId, amount: 3496, idempotencyKey: "c2" })).toMatchObject({
      status: "error",
      reason: "The capture amount is more than the authorised amount",
    });
    expect(await p.capture({ paymentId, amount: 0, idempotencyKey: "c3" })).toMatchObject({
      status: "error",
    });
    expect(await p.capture({ paymentId, amount: 3495, idempotencyKey: "c4" })).toMatchObject({
      status: "captured",
      amount: 3495,
    });
    expect(p.payment(paymentId)).toMatchObject({ status: "captured", capturedAmount: 4495 });
    expect(await p.capture({ paymentId, amount: 1, idempotencyKey: "c5" })).toMatchObject({
      status: "error",
      reason: "A captured payment cannot be captured",
    });
    // Once captured, the authorisation can no longer be voided.
    expect(await p.void({ paymentId, amount: 4495, idempotencyKey: "v1" })).toMatchObject({
      status: "error",
    });
    expect(await p.capture({ paymentId: "wlt_pay_unknown", amount: 1, idempotencyKey: "c6" })).toMatchObject({
      status: "error",
      reason: "Unknown payment",
    });
  });

  it("refunds in parts up to what was captured, once per key, and reads refunded when all is back", async () => {
    const { p, paymentId } = await authorised();
    expect(await p.refund({ paymentId, amount: 100, idempotencyKey: "r0" })).toMatchObject({
      status: "error",
      reason: "A authorised payment with nothing captured cannot be refunded",
    });
    await p.capture({ paymentId, amount: 2000, idempotencyKey: "c1" });
    const first = await p.refund({ paymentId, amount: 1500, idempotencyKey: "r1" });
    expect(first).toEqual({ status: "refunded", paymentId, amount: 1500 });
    expect(await p.refund({ paymentId, amount: 1500, idempotencyKey: "r1" })).toEqual(first);
    expect(await p.refund({ paymentId, amount: 501, idempotencyKey: "r2" })).toMatchObject({
      status: "error",
      reason: "The refund is more than the captured amount left",
    });
    expect(p.payment(paymentId)).toMatchObject({
      status: "authorised",
      capturedAmount: 2000,
      refundedAmount: 1500,
    });
    await p.capture({ paymentId, amount: 2495, idempotencyKey: "c2" });
    expect(await p.refund({ paymentId, amount: 2995, idempotencyKey: "r3" })).toMatchObject({
      status: "refunded",
    });
    expect(p.payment(paymentId)).toMatchObject({
      status: "refunded",
      capturedAmount: 4495,
      refundedAmount: 4495,
    });
    expect(await p.refund({ paymentId, amount: 1, idempotencyKey: "r4" })).toMatchObject({ status: "error" });
  });

  it("voids the whole authorisation when the store names its last part, never after a capture", async () => {
    const { p, paymentId } = await authorised();
    expect(await p.void({ paymentId, amount: 4496, idempotencyKey: "v0" })).toMatchObject({
      status: "error",
    });
    expect(await p.void({ paymentId, amount: 2000, idempotencyKey: "v1" })).toMatchObject({
      status: "voided",
    });
    expect(p.payment(paymentId)).toMatchObject({ status: "voided", capturedAmount: 0 });
    expect(await p.capture({ paymentId, amount: 1, idempotencyKey: "c1" })).toMatchObject({
      status: "error",
      reason: "A voided payment cannot be captured",
    });
  });
});
