import { useSite } from "../../lib/use-site.ts";
import "./orders.css";

/**
 * The order's loading state (spec 001 §4 "Order confirmation: loading, then loaded or error"): a skeleton of
 * the order's shape that says what is happening to assistive technology and is busy until the order arrives.
 * No props.
 */
export function OrderLoading() {
  const { t } = useSite();
  return (
    <div className="order-loading" role="status" aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{t("orders.confirmation.loading")}</span>
      <div className="order-loading__block order-loading__block--wide" aria-hidden="true" />
      <div className="order-loading__block" aria-hidden="true" />
      <div className="order-loading__block" aria-hidden="true" />
      <div className="order-loading__block order-loading__block--short" aria-hidden="true" />
    </div>
  );
}
