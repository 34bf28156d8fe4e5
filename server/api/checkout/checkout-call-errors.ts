import type { Context } from "hono";
import { isDomainError } from "../../../core/errors/domain-error.ts";
import type { AppEnv } from "../../app-env.ts";

// The refusals of the checkout's delivery calls, in the shared error body `{type, message, errors}`
// (server/middleware/errors.ts) with the reason a script switches on beside each error.

/** Why a delivery mode was refused: the service's refusals (spec 001 §5, §8), or a mode there is none of. */
const DELIVERY_MODE_REFUSALS = [
  "restrictedPostCode",
  "gifting",
  "international",
  "splitDelivery",
  "unknownMode",
] as const;
type DeliveryModeRefusalReason = (typeof DELIVERY_MODE_REFUSALS)[number];

/** The reason of a refused mode thrown by the checkout service (its field `deliveryMode`), else null. */
export function refusalReasonOf(error: unknown): DeliveryModeRefusalReason | null {
  if (!isDomainError(error) || error.kind !== "invalid") return null;
  const reason = error.fields?.deliveryMode;
  return (DELIVERY_MODE_REFUSALS as readonly string[]).includes(reason ?? "")
    ? (reason as DeliveryModeRefusalReason)
    : null;
}

/** 400 DeliveryModeError: restrictedPostCode comes back by that name (spec 001 §8 address error codes). */
export function deliveryModeRefused(c: Context<AppEnv>, reason: DeliveryModeRefusalReason, message: string) {
  const type = "DeliveryModeError";
  return c.json({ type, message, errors: [{ type, reason, subject: "deliveryModeCode", message }] }, 400);
}

/** The caller has no cart on this version: 404 CartError, as the commerce-service cart calls answer. */
export function isNoCart(error: unknown): boolean {
  return isDomainError(error) && error.kind === "notFound";
}

export function cartNotFound(c: Context<AppEnv>, message: string) {
  const type = "CartError";
  return c.json({ type, message, errors: [{ type, reason: "notFound", subject: "cart", message }] }, 404);
}
