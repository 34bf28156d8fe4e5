import { describe, expect, it } from "vitest";
import { RESULT_LIFETIME_MS, type SignedResult, signResult, verifyResult } from "./signed-result.ts";

const SECRET = "a-secret-shared-by-store-and-acquirer-0123456789";
const signedAt = new Date("2026-11-26T12:00:00.000Z");

const result: SignedResult = {
  paymentId: "pay_1",
  sessionId: "ses_1",
  status: "authorised",
  amount: 12_500,
  currency: "GBP",
  orderReference: "TWC-1001",
  maskedNumber: "•••• 1111",
  brand: "visa",
  expiryMonth: 3,
  expiryYear: 2030,
  token: "tok_abc",
  reason: "",
  timestamp: signedAt.toISOString(),
};

const later = (ms: number) => new Date(signedAt.getTime() + ms);

describe("signed card results", () => {
  it("accepts a result as signed, as a query string or as a message", () => {
    const signed = signResult(result, SECRET);
    expect(verifyResult(signed, SECRET, later(1000))).toEqual({ ok: true, result });
    const query = new URLSearchParams(signed);
    expect(verifyResult(new URLSearchParams(query.toString()), SECRET, later(1000))).toEqual({
      ok: true,
      result,
    });
  });

  it("refuses a forged signature", () => {
    const signed = signResult(result, SECRET);
    const forged = {
      ...signed,
      signature: signResult(result, "another-secret-another-secret-0000").signature,
    };
    expect(verifyResult(forged, SECRET, later(0))).toEqual({ ok: false, reason: "signature" });
    expect(verifyResult({ ...signed, signature: "AAAA" }, SECRET, later(0))).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("refuses an altered amount, status or token", () => {
    const signed = signResult(result, SECRET);
    expect(verifyResult({ ...signed, amount: "1" }, SECRET, later(0)).ok).toBe(false);
    expect(verifyResult({ ...signed, amount: "12500.0" }, SECRET, later(0)).ok).toBe(false);
    expect(verifyResult({ ...signed, status: "refused" }, SECRET, later(0)).ok).toBe(false);
    expect(verifyResult({ ...signed, token: "tok_someone_else" }, SECRET, later(0)).ok).toBe(false);
  });

  it("refuses values moved between fields, which a joined string could not tell apart", () => {
    const signed = signResult({ ...result, token: "", reason: "x" }, SECRET);
    expect(verifyResult({ ...signed, token: "x", reason: "" }, SECRET, later(0))).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("refuses a result checked with the wrong secret", () => {
    const signed = signResult(result, SECRET);
    expect(verifyResult(signed, "the-wrong-secret-the-wrong-secret", later(0))).toEqual({
      ok: false,
      reason: "signature",
    });
  });

  it("refuses a replay after 15 minutes, and a timestamp from the future", () => {
    const signed = signResult(result, SECRET);
    expect(verifyResult(signed, SECRET, later(RESULT_LIFETIME_MS)).ok).toBe(true);
    expect(verifyResult(signed, SECRET, later(RESULT_LIFETIME_MS + 1))).toEqual({
      ok: false,
      reason: "expired",
    });
    expect(verifyResult(signed, SECRET, later(-5 * 60_000))).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a result with a field or the signature missing", () => {
    const { amount: _amount, ...withoutAmount } = signResult(result, SECRET);
    expect(verifyResult(withoutAmount, SECRET, later(0))).toEqual({ ok: false, reason: "missing" });
    const { signature: _signature, ...unsigned } = signResult(result, SECRET);
    expect(verifyResult(unsigned, SECRET, later(0))).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses a correctly signed result whose fields are not well formed", () => {
    const signed = signResult({ ...result, maskedNumber: "4444333322221111" }, SECRET);
    expect(verifyResult(signed, SECRET, later(0))).toEqual({ ok: false, reason: "malformed" });
  });
});
