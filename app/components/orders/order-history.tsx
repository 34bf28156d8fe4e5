import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";
import type { OrderSummaryView } from "./order-view.ts";
import "./orders.css";

/**
 * A customer's orders, newest first, each linking to its page in my account.
 *
 * Props:
 * - `orders`: one page of the server-built summaries (order-view.ts `orderSummaryView`).
 * - `page`, `pageCount`: where this page sits; links to newer and older pages show when there are more.
 * - `pageHref(page)`: the address of another page of the history.
 */
export function OrderHistory({
  orders,
  page,
  pageCount,
  pageHref,
}: {
  orders: OrderSummaryView[];
  page: number;
  pageCount: number;
  pageHref: (page: number) => string;
}) {
  const { version, t } = useSite();
  return (
    <div className="order-history">
      <ul className="order-history__list">
        {orders.map((order) => (
          <li key={order.orderNumber} className="order-history__order">
            <dl className="order-history__facts">
              <div>
                <dt>{t("orders.number")}</dt>
                <dd className="order-history__number">{order.orderNumber}</dd>
              </div>
              <div>
                <dt>{t("orders.placedOn")}</dt>
                <dd>{order.placedOn}</dd>
              </div>
              <div>
                <dt>{t("orders.history.total")}</dt>
                <dd>
                  {order.total}
                  <span className="order-history__items">
                    {" · "}
                    {order.itemCount === 1
                      ? t("orders.history.itemsOne")
                      : t("orders.history.items", { count: order.itemCount })}
                  </span>
                </dd>
              </div>
              <div>
                <dt>{t("orders.status")}</dt>
                <dd>
                  <span className="order-status">{t(`orders.status.${order.status}`)}</span>
                </dd>
              </div>
            </dl>
            <SiteLink
              version={version}
              to={`/my-account/orders/${order.orderNumber}`}
              className="order-history__link"
            >
              {t("orders.history.view", { orderNumber: order.orderNumber })}
            </SiteLink>
          </li>
        ))}
      </ul>
      {pageCount > 1 && (
        <nav className="order-history__pages" aria-label={t("orders.history.pagination")}>
          {page > 1 && (
            <a href={pageHref(page - 1)} className="order-history__page-link">
              {t("orders.history.newer")}
            </a>
          )}
          <span aria-current="page">{t("orders.history.page", { page, pageCount })}</span>
          {page < pageCount && (
            <a href={pageHref(page + 1)} className="order-history__page-link">
              {t("orders.history.older")}
            </a>
          )}
        </nav>
      )}
    </div>
  );
}
