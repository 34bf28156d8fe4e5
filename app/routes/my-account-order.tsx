import { versionFromSegment } from "../../core/site/versions.ts";
import { OrderDetails } from "../components/orders/order-details.tsx";
import { OrderUnavailable } from "../components/orders/order-unavailable.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { privateHeaders } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import { requireSignedIn } from "../lib/require-signed-in.server.ts";
import { useSite } from "../lib/use-site.ts";
import { UiLink } from "../ui/link.tsx";
import type { Route } from "./+types/my-account-order";
import { accountOrderAction, loadAccountOrder } from "./my-account-order.server.ts";
import "./my-account-order.css";

// my-account/orders/{orderNumber}: one of the signed-in customer's orders; another's, or an
// unknown number, is the same 404 error state.

export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const customerId = requireSignedIn(ctx, `/${version}/my-account/orders/${params.orderNumber}`);
  return loadAccountOrder(ctx, version, customerId, params.orderNumber);
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const customerId = requireSignedIn(ctx, `/${version}/my-account/orders/${params.orderNumber}`);
  return accountOrderAction(ctx, customerId, params.orderNumber, request);
}

export const headers = privateHeaders;

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, {
    key: "orders.detail.title",
    values: { orderNumber: params.orderNumber },
  });
}

export default function MyAccountOrder({ loaderData }: Route.ComponentProps) {
  const { t } = useSite();
  return (
    <div className="page account-order">
      <p className="account-order__back">
        <UiLink path={{ pathname: "/my-account", hash: "orders" }}>{t("orders.detail.back")}</UiLink>
      </p>
      {loaderData.state === "error" ? (
        <OrderUnavailable reason="notYours" />
      ) : (
        <>
          <header className="account-order__header">
            <h1 className="account-order__title">
              {t("orders.detail.title", { orderNumber: loaderData.order.orderNumber })}
            </h1>
            <dl className="account-order__facts">
              <div>
                <dt>{t("orders.placedOn")}</dt>
                <dd>{loaderData.order.placedOn}</dd>
              </div>
              <div>
                <dt>{t("orders.status")}</dt>
                <dd>
                  <span className="order-status">{t(`orders.status.${loaderData.order.status}`)}</span>
                </dd>
              </div>
            </dl>
          </header>
          <OrderDetails order={loaderData.order} resend />
        </>
      )}
    </div>
  );
}
