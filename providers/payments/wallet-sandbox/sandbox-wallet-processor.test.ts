import { describe, expect, it } from "vitest";
import { createSandboxWalletProcessor } from "./sandbox-wallet-processor.ts";

// The sandbox reads back only tokens it signed, before they expire, once each; a repeated key answers the first.

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
});
