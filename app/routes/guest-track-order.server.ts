import { data } from "react-router";
import { z } from "zod";
import { isOrderNumber } from "../../core/orders/order-number.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { type OrderView, orderView, trackingView } from "../components/orders/order-view.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import type { TextKey } from "../lib/text/en-GB.ts";

// Guest order tracking: an order number and the e-mail it was placed with, posted natively to
// the page. A wrong pair is answered exactly like an unknown number (core/orders/order-lookup.ts forTracking); the
// edge counts the posts per client address (server/edge-routes.ts bucket "track-order"), so pairs cannot be tried
// in bulk.

const trackOrderForm = z.object({
  orderNumber: z
    .string()
    .transform((value) => value.replace(/\s+/g, ""))
    .refine(isOrderNumber, { message: "orders.track.invalidNumber" }),
  email: z.string().trim().max(254).email({ message: "orders.track.invalidEmail" }),
});

export type TrackOrderAnswer =
  | { kind: "found"; order: OrderView }
  | {
      kind: "invalid";
      values: { orderNumber: string; email: string };
      errors: { orderNumber?: TextKey; email?: TextKey };
    }
  | { kind: "notFound"; values: { orderNumber: string; email: string } };

export async function trackOrder(ctx: RequestContext, version: Version, form: FormData) {
  const values = {
    orderNumber: String(form.get("orderNumber") ?? "").slice(0, 64),
    email: String(form.get("email") ?? "").slice(0, 320),
  };
  const parsed = trackOrderForm.safeParse(values);
  if (!parsed.success) {
    const errors: { orderNumber?: TextKey; email?: TextKey } = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "orderNumber") errors.orderNumber = "orders.track.invalidNumber";
      if (field === "email") errors.email = "orders.track.invalidEmail";
    }
    return data<TrackOrderAnswer>(
      { kind: "invalid", values, errors },
      { status: 400, headers: PRIVATE_HEADERS },
    );
  }
  const order = await ctx.services.orderLookup.forTracking(parsed.data.orderNumber, parsed.data.email);
  if (!order)
    // 404 alike for an unknown number and a wrong e-mail: the answer never tells which.
    return data<TrackOrderAnswer>({ kind: "notFound", values }, { status: 404, headers: PRIVATE_HEADERS });
  return data<TrackOrderAnswer>(
    { kind: "found", order: trackingView(orderView(order, LOCALE_BY_VERSION[version])) },
    { headers: PRIVATE_HEADERS },
  );
}
