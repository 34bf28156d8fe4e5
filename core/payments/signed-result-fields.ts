// The fields of a hosted card page's signed result (core/payments/signed-result.ts), in the order they are signed,
// kept apart from the signing so the browser's checkout script can copy them without any server code. The card
// number is never one of them.
export const SIGNED_RESULT_FIELDS = [
  "paymentId",
  "sessionId",
  "status",
  "amount",
  "currency",
  "orderReference",
  "maskedNumber",
  "brand",
  "expiryMonth",
  "expiryYear",
  "token",
  "reason",
  "timestamp",
] as const;
