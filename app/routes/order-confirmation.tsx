import { versionFromSegment } from "../../core/site/versions.ts";
import { BagProgress } from "../components/bag/page/bag-progress.tsx";
import { OrderDetails } from "../components/orders/order-details.tsx";
import { OrderUnavailable } from "../components/orders/order-unavailable.tsx";
import type { OrderView } from "../components/orders/order-view.ts";
import { PurchaseTracker } from "../components/orders/purchase-tracker.tsx";
import { SiteLink } from "../components/shell/site-link.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { privateHeaders } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { buttonClassName } from "../ui/button.tsx";
import type { Route } from "./+types/order-confirmation";
import { confirmationAction, loadConfirmation } from "./order-confirmation.server.ts";
import "./order-confirmation.css";

// checkout/orderConfirmation/{orderID} (spec 001 §2): the order just placed, shown to the
// session that placed it or to the signed-in customer who owns it, under the full header with the bag's
// progress at Confirmation. Anyone else gets the error state with a 404 status.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  return loadConfirmation(ctx, versionFromSegment(params.version), params.orderID);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  return confirmationAction(ctx, versionFromSegment(params.version), params.orderID, request);
}

export const headers = privateHeaders;

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "orders.confirmation.title");
}

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  return (
    <div className="page order-confirmation">
      <BagProgress current="confirmation" />
      {loaderData.state === "found" ? (
        <Confirmed order={loaderData.order} />
      ) : (
        <OrderUnavailable reason={loaderData.state === "error" ? "notYours" : "loadFailed"} />
      )}
    </div>
  );
}

function Confirmed({ order }: { order: OrderView }) {
  const { version, t } = useSite();
  return (
    <>
      <header className="order-confirmation__header">
        <h1 className="order-confirmation__title">{t("orders.confirmation.heading")}</h1>
        <p className="order-confirmation__number">
          {`${t("orders.confirmation.number")} `}
          <strong>{order.orderNumber}</strong>
        </p>
        <p className="order-confirmation__email">{t("orders.confirmation.email", { email: order.email })}</p>
        <p className="order-confirmation__next">{t("orders.confirmation.next")}</p>
        <SiteLink version={version} to="/" className={buttonClassName("primary")}>
          {t("orders.confirmation.continue")}
        </SiteLink>
      </header>
      <OrderDetails order={order} resend />
      <PurchaseTracker order={order} />
    </>
  );
}
