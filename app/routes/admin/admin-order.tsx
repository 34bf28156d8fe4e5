import type { ReactNode } from "react";
import { data, useRouteLoaderData } from "react-router";
import { z } from "zod";
import { AdminField } from "../../components/admin/admin-field.tsx";
import { OrderChangeForm } from "../../components/admin/order-change-form.tsx";
import { requestContext } from "../../lib/request-context.ts";
import type { Route } from "./+types/admin-order";
import type { loader as adminLayoutLoader } from "./admin-layout.tsx";
import { CHANGE_PERMISSIONS, orderChangeAction } from "./admin-order-actions.server.ts";
import { orderView } from "./admin-order-view.server.ts";
import { adminOf, requireStaff } from "./require-staff.server.ts";

// One order in the back office (issue 29 points 2 and 3): what was sold and to whom, each line's units by state, the
// shipments, every movement of its money with the provider's reference, the e-mails sent and the audit trail; and,
// for staff whose roles allow it, the forms that dispatch, cancel and refund its lines through core/order-life.

const AUDIT_SHOWN = 50;
const notice = z.object({
  done: z.enum(["dispatch", "cancel", "refund"]).optional().catch(undefined),
  change: z.string().max(64).optional().catch(undefined),
});
const DONE_WORDS = { dispatch: "Dispatched", cancel: "Cancelled", refund: "Refunded" } as const;
const MONEY_WORDS = { dispatch: "captured", cancel: "released", refund: "refunded" } as const;

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, "viewOrders");
  const services = args.context.get(requestContext).services;
  const record = await services.orderRecords.find(args.params.orderNumber);
  if (!record) throw data({ message: "There is no order with this number." }, { status: 404 });
  const audit = await adminOf(args.context).service.auditOf(record.order.orderNumber, AUDIT_SHOWN);
  const view = orderView(record, audit, (kind) => staff.can(CHANGE_PERMISSIONS[kind]));
  const { done, change } = notice.parse(Object.fromEntries(new URL(args.request.url).searchParams));
  const made = done && view.changes.find((row) => row.id === change);
  return {
    ...view,
    notice: made
      ? `${DONE_WORDS[done]}: ${made.lines.join("; ")}. ${made.payment} ${MONEY_WORDS[done]} on the way of paying${
          made.movedGiftCards && done !== "dispatch" ? `, ${made.giftCards} on gift cards` : ""
        }.`
      : null,
  };
}

export const action = orderChangeAction;

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Order ${loaderData?.orderNumber ?? ""} · Back office` }];
}

/** A table that scrolls inside its own box on a narrow screen, never the page; focusable so keys can scroll it. */
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable).
    <section className="admin__scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}

export default function AdminOrder({ loaderData: order, actionData }: Route.ComponentProps) {
  const csrfToken = useRouteLoaderData<typeof adminLayoutLoader>("admin")?.staff?.csrfToken ?? "";
  const here = `/admin/orders/${order.orderNumber}`;
  const answerFor = (kind: "dispatch" | "cancel" | "refund") =>
    actionData && "intent" in actionData && actionData.intent === kind ? actionData : undefined;
  const general =
    actionData && "intent" in actionData && actionData.intent === null ? actionData.message : null;
  const auth = order.authorisation;
  return (
    <>
      <h1>Order {order.orderNumber}</h1>
      {order.notice && (
        <p className="admin__notice" role="status">
          {order.notice}
        </p>
      )}
      {general && (
        <p className="admin__error" role="alert">
          {general}
        </p>
      )}
      {auth?.flagged && (
        <p className="admin__error">
          {auth.lapsed ? "The authorisation lapsed" : "The authorisation lapses"} on {auth.expiresAt} with{" "}
          {auth.stillToCapture} still to capture: dispatch or cancel the lines waiting before then.
        </p>
      )}

      <table className="admin__table admin__facts">
        <caption className="visually-hidden">The order</caption>
        <tbody>
          <tr>
            <th scope="row">Status</th>
            <td>{order.status}</td>
          </tr>
          <tr>
            <th scope="row">Placed (London time)</th>
            <td>{order.placed}</td>
          </tr>
          <tr>
            <th scope="row">Version</th>
            <td>{order.version}</td>
          </tr>
          <tr>
            <th scope="row">Customer</th>
            <td>
              {order.customer.name}, {order.customer.email}, {order.customer.phone}
              <br />
              {order.customer.account ? `Account ${order.customer.account}` : "Guest"}
            </td>
          </tr>
          <tr>
            <th scope="row">Paid by</th>
            <td>
              {order.payment}
              {order.giftCardsPaid.length > 0 && `; gift cards ${order.giftCardsPaid.join(", ")}`}
            </td>
          </tr>
          {auth && (
            <tr>
              <th scope="row">Authorisation</th>
              <td>
                {auth.authorised} authorised, {auth.captured} captured, {auth.released} released,{" "}
                {auth.refunded} refunded; {auth.stillToCapture} still to capture; lapses {auth.expiresAt}
              </td>
            </tr>
          )}
        </tbody>
      </table>

      <h2>Lines</h2>
      <Scroll label="Lines">
        <table className="admin__table">
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Item</th>
              <th scope="col">Variant</th>
              <th scope="col">Quantity</th>
              <th scope="col">Unit price</th>
              <th scope="col">Line total</th>
              <th scope="col">Dispatched</th>
              <th scope="col">Cancelled</th>
              <th scope="col">Refunded</th>
              <th scope="col">Waiting</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.entryNumber}>
                <td>{line.entryNumber}</td>
                <th scope="row">{line.name}</th>
                <td>
                  {line.variant} <code>{line.variantCode}</code>
                </td>
                <td>{line.quantity}</td>
                <td>{line.unitPrice}</td>
                <td>{line.lineTotal}</td>
                <td>{line.dispatched}</td>
                <td>{line.cancelled}</td>
                <td>{line.refunded}</td>
                <td>{line.waiting}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>

      <h2>Shipments</h2>
      {order.shipments.length === 0 ? (
        <p>Nothing dispatched yet.</p>
      ) : (
        <Scroll label="Shipments">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">Dispatched</th>
                <th scope="col">Carrier</th>
                <th scope="col">Tracking number</th>
                <th scope="col">Units</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {order.shipments.map((shipment) => (
                <tr key={shipment.id}>
                  <td>{shipment.at}</td>
                  <td>{shipment.carrier}</td>
                  <td>{shipment.trackingNumber}</td>
                  <td>{shipment.lines.join("; ")}</td>
                  <td>
                    {shipment.status}
                    {shipment.failure && `: ${shipment.failure}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}

      <h2>Totals</h2>
      <table className="admin__table admin__facts">
        <caption className="visually-hidden">Totals</caption>
        <tbody>
          {order.totals.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.amount}</td>
            </tr>
          ))}
        </tbody>
      </table>

      <h2>Delivery and billing</h2>
      <table className="admin__table admin__facts">
        <caption className="visually-hidden">Delivery and billing</caption>
        <tbody>
          <tr>
            <th scope="row">Delivery</th>
            <td>
              {order.delivery
                ? `${order.delivery.method}${order.delivery.date ? ` on ${order.delivery.date}` : ""}, for ${order.delivery.person}, to ${order.delivery.to}`
                : "Nothing to deliver (e-gift cards only)"}
            </td>
          </tr>
          <tr>
            <th scope="row">Billing</th>
            <td>
              {order.billing.person}, {order.billing.address}
            </td>
          </tr>
          <tr>
            <th scope="row">Gifting</th>
            <td>
              {order.gifting.giftBoxes === null && order.gifting.giftCards.length === 0 && "None"}
              {order.gifting.giftBoxes !== null && `Gift boxes ${order.gifting.giftBoxes}. `}
              {order.gifting.giftCards.map((card) => (
                <span key={`${card.name}-${card.to}-${card.lastFour}`}>
                  {card.name} to {card.to} from {card.from}
                  {card.sendDate ? `, sent ${card.sendDate}` : ""}
                  {card.lastFour ? `, card ending ${card.lastFour}` : ""}
                  {card.message ? `: “${card.message}”` : ""}.{" "}
                </span>
              ))}
            </td>
          </tr>
        </tbody>
      </table>

      <h2>Payments</h2>
      {order.movements.length === 0 ? (
        <p>No payments recorded.</p>
      ) : (
        <Scroll label="Payments">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">Movement</th>
                <th scope="col">Amount</th>
                <th scope="col">When</th>
                <th scope="col">Provider reference</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {order.movements.map((movement, index) => (
                <tr key={index}>
                  <th scope="row">
                    {movement.kind}
                    {movement.card && ` (${movement.card})`}
                  </th>
                  <td>{movement.amount}</td>
                  <td>{movement.at}</td>
                  <td>
                    <code>{movement.reference}</code>
                  </td>
                  <td>
                    {movement.status}
                    {movement.failure && `: ${movement.failure}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}

      {order.forms.dispatch && (
        <OrderChangeForm
          kind="dispatch"
          heading="Dispatch"
          submit="Dispatch chosen units"
          action={here}
          csrfToken={csrfToken}
          requestKey={order.forms.dispatch.key}
          lines={order.forms.dispatch.lines}
          leftWord="waiting"
          empty="Nothing is waiting to be dispatched."
          answer={answerFor("dispatch")}
        >
          <AdminField
            name="carrier"
            id="dispatch-carrier"
            label="Carrier"
            required
            maxLength={80}
            defaultValue={answerFor("dispatch")?.values.carrier ?? ""}
            error={answerFor("dispatch")?.fields.carrier}
          />
          <AdminField
            name="trackingNumber"
            id="dispatch-tracking"
            label="Tracking number (letters, digits, spaces, hyphens)"
            required
            maxLength={80}
            defaultValue={answerFor("dispatch")?.values.trackingNumber ?? ""}
            error={answerFor("dispatch")?.fields.trackingNumber}
          />
        </OrderChangeForm>
      )}
      {order.forms.cancel && (
        <OrderChangeForm
          kind="cancel"
          heading="Cancel"
          submit="Cancel chosen units"
          action={here}
          csrfToken={csrfToken}
          requestKey={order.forms.cancel.key}
          lines={order.forms.cancel.lines}
          leftWord="not yet dispatched"
          empty="Nothing is left to cancel: every unit was dispatched or cancelled."
          answer={answerFor("cancel")}
        />
      )}
      {order.forms.refund && (
        <OrderChangeForm
          kind="refund"
          heading="Refund"
          submit="Refund chosen units"
          action={here}
          csrfToken={csrfToken}
          requestKey={order.forms.refund.key}
          lines={order.forms.refund.lines}
          leftWord="dispatched, not refunded"
          empty="Nothing is left to refund: no unit is dispatched and not yet refunded."
          answer={answerFor("refund")}
        />
      )}

      <h2>E-mails sent</h2>
      {order.mails.length === 0 ? (
        <p>No e-mails for this order are held in the outbox (sent mail is deleted after a while).</p>
      ) : (
        <Scroll label="E-mails sent">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">Subject</th>
                <th scope="col">To</th>
                <th scope="col">Written</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {order.mails.map((mail) => (
                <tr key={`${mail.kind}-${mail.at}-${mail.subject}`}>
                  <th scope="row">{mail.subject}</th>
                  <td>{mail.to}</td>
                  <td>{mail.at}</td>
                  <td>{mail.sent}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}

      <h2>Audit trail</h2>
      {order.audit.length === 0 ? (
        <p>No staff action on this order yet.</p>
      ) : (
        <Scroll label="Audit trail">
          <table className="admin__table">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Who</th>
                <th scope="col">Action</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
              </tr>
            </thead>
            <tbody>
              {order.audit.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.at}</td>
                  <td>{entry.who}</td>
                  <th scope="row">{entry.action}</th>
                  <td>
                    <details>
                      <summary>Show</summary>
                      <code>{entry.before}</code>
                    </details>
                  </td>
                  <td>
                    <details>
                      <summary>Show</summary>
                      <code>{entry.after}</code>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
    </>
  );
}
