import { data, redirect } from "react-router";
import { z } from "zod";
import type { ChangeKind } from "../../../core/order-life/line-changes.ts";
import type { Permission } from "../../../core/staff/roles.ts";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-order";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// The order page's three forms (issue 29 point 3): dispatch, cancel and refund chosen lines through core's order-life,
// each allowed by its own permission, carrying the request key rendered into the form so a double submit or a retry
// is one change and moves money once (docs/decisions/056-an-orders-life.md). A refusal is answered on its form; a
// change is written to the audit log with the lines before and after and the money it moved, then the page is shown
// again by a redirect (post, redirect, get) with a notice naming the change.

export const CHANGE_PERMISSIONS: Readonly<Record<ChangeKind, Permission>> = {
  dispatch: "dispatchOrders",
  cancel: "cancelOrders",
  refund: "refundOrders",
};

const intentSchema = z.enum(["dispatch", "cancel", "refund"]);
/** A line's units field: `units-<entry number>`. */
const UNITS_FIELD = /^units-(\d{1,4})$/;
const UNITS_MESSAGE = "Give a whole number of units, or leave it empty.";

export interface ChangeFormAnswer {
  intent: ChangeKind | null;
  message: string;
  fields: Partial<Record<string, string>>;
  values: Partial<Record<string, string>>;
}

function refused(answer: ChangeFormAnswer, status: number) {
  return data(answer, status);
}

/** The lines chosen on the form: each `units-N` with a number; empty means not chosen. */
function chosenLines(form: FormData) {
  const lines: { entryNumber: number; quantity: number }[] = [];
  const fields: Record<string, string> = {};
  for (const [name, value] of form) {
    const match = UNITS_FIELD.exec(name);
    if (!match || typeof value !== "string") continue;
    const text = value.trim();
    if (text === "" || text === "0") continue;
    if (!/^\d{1,5}$/.test(text)) fields[name] = UNITS_MESSAGE;
    else lines.push({ entryNumber: Number(match[1]), quantity: Number(text) });
  }
  return { lines, fields };
}

export async function orderChangeAction(args: Route.ActionArgs) {
  const posted = await args.request
    .clone()
    .formData()
    .catch(() => null);
  const intent = intentSchema.safeParse(posted?.get("intent"));
  // Signed in and carrying the form's token whatever is posted; then the intent's own permission.
  const staff = await requireStaff(args, intent.success ? CHANGE_PERMISSIONS[intent.data] : null);
  const blank = { fields: {}, values: {} };
  if (!intent.success || !posted)
    return refused({ intent: null, message: "Choose dispatch, cancel or refund.", ...blank }, 400);
  const kind = intent.data;
  const services = args.context.get(requestContext).services;
  const orderNumber = args.params.orderNumber ?? "";
  const before = await services.orderRecords.find(orderNumber);
  if (!before) throw data({ message: "There is no order with this number." }, { status: 404 });

  const text = (name: string) => {
    const value = posted.get(name);
    return typeof value === "string" ? value : "";
  };
  const values = Object.fromEntries(
    [...posted.keys()]
      .filter((name) => UNITS_FIELD.test(name) || name === "carrier" || name === "trackingNumber")
      .map((name) => [name, text(name).slice(0, 100)]),
  );
  const { lines, fields } = chosenLines(posted);
  if (Object.keys(fields).length > 0)
    return refused({ intent: kind, message: "Check the units below.", fields, values }, 400);

  const input = {
    key: text("key"),
    lines,
    ...(kind === "dispatch" ? { carrier: text("carrier"), trackingNumber: text("trackingNumber") } : {}),
  };
  const orderLife = services.orderLife;
  const outcome =
    kind === "dispatch"
      ? await orderLife.dispatchLines(before.order.id, input)
      : kind === "cancel"
        ? await orderLife.cancelLines(before.order.id, input)
        : await orderLife.refundLines(before.order.id, input);
  if (!outcome.ok) {
    const { refusal } = outcome;
    const status = refusal.kind === "invalid" ? 400 : refusal.kind === "notFound" ? 404 : 409;
    const onFields: Record<string, string> = {};
    for (const [path, message] of Object.entries(refusal.fields ?? {}))
      if (path === "carrier" || path === "trackingNumber") onFields[path] = message;
    return refused({ intent: kind, message: refusal.message, fields: onFields, values }, status);
  }

  const { change } = outcome;
  const after = await services.orderRecords.find(orderNumber);
  const touched = new Set(change.lines.map((line) => line.entryNumber));
  const statesOf = (record: typeof before | null) => ({
    status: record?.order.status ?? null,
    lines: (record?.lines ?? []).filter((line) => touched.has(line.entryNumber)),
  });
  const admin = adminOf(args.context);
  await admin.service.record({ staffId: staff.member.id, label: staff.member.email }, `order.${kind}`, {
    subject: orderNumber,
    before: statesOf(before),
    after: {
      ...statesOf(after),
      change: {
        id: change.changeId,
        lines: change.lines,
        // Minor units of the order's currency: captured (dispatch), released (cancel) or refunded (refund).
        payment: change.payment,
        giftCards: change.giftCards,
        currency: before.order.currency,
        carrier: change.carrier,
        trackingNumber: change.trackingNumber,
      },
    },
    source: admin.source,
  });
  return redirect(`/admin/orders/${orderNumber}?done=${kind}&change=${change.changeId}`, 303);
}
