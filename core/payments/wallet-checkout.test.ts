import { describe, expect, it } from "vitest";
import { addressFailureKey, declinedKey } from "./wallet-checkout.ts";

// spec 001 §8: each wallet failure is reported with its own key, by wallet and by where the shopper paid.

describe("wallet failure keys", () => {
  it("words an address the shop cannot deliver to by wallet and view", () => {
    expect(addressFailureKey("googlePay", "bag", false)).toBe("GooglePayAddressFailure_Bag");
    expect(addressFailureKey("googlePay", "bag", true)).toBe("GooglePayFailure_Bag_RestrictedPostcode");
    expect(addressFailureKey("googlePay", "checkout", true)).toBe("GooglePayAddressFailure_Checkout");
    expect(addressFailureKey("applePay", "bag", false)).toBe("ApplePayAddressFailure_Bag");
    expect(addressFailureKey("applePay", "bag", true)).toBe("ApplePayFailure_Bag_RestrictedPostcode");
    expect(addressFailureKey("applePay", "checkout", false)).toBe("SHIPPING_ADDRESS_UNSERVICEABLE");
  });

  it("words a refused payment, an expired Apple Pay card on its own", () => {
    expect(declinedKey("googlePay", "bag", "declined")).toBe("GooglePayFailure_Bag");
    expect(declinedKey("googlePay", "checkout", "cardExpired")).toBe("GooglePayFailure_Checkout");
    expect(declinedKey("applePay", "checkout", "declined")).toBe("ApplePayFailure_Checkout");
    expect(declinedKey("applePay", "bag", "cardExpired")).toBe("ApplePayCardExpiredFailed_Checkout");
    expect(declinedKey("applePay", "checkout", "invalidToken")).toBe("ApplePayFailure_Checkout");
  });
});
