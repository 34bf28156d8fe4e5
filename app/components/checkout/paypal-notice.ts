import { isPaymentErrorKey, paymentErrorMessage } from "../../../core/payments/payment-errors.ts";
import type { TextKey } from "../../lib/text/en-GB.ts";

// The notice PayPal's return leaves in the address (`?paypal=…`, server/api/paypal/paypal-routes.ts), worded for
// the checkout's PayPal option and the bag's Express button alike.

const OWN_NOTICES: Record<string, TextKey> = {
  cancelled: "paypal.cancelled",
  notReady: "paypal.notReady",
  nothingToPay: "paypal.nothingToPay",
};

export function paypalNoticeMessage(
  notice: string | null,
  t: (key: TextKey) => string,
  locale: string,
): string | null {
  if (notice === null) return null;
  const own = OWN_NOTICES[notice];
  if (own) return t(own);
  return isPaymentErrorKey(notice) ? paymentErrorMessage(notice, locale) : null;
}
