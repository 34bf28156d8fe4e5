import type { VariantPrice } from "../../../core/catalogue/product-types.ts";
import { useFormatPrice } from "../../lib/intl-labels-context.tsx";
import { useSite } from "../../lib/use-site.ts";
import "./price.css";

interface PriceProps {
  price: VariantPrice | null;
  /** Prices differ between sizes and none is chosen yet. */
  from?: boolean;
  className?: string;
}

/** spec 002 §3 priceData: the price, with the was-price struck through when reduced. */
export function Price({ price, from = false, className }: PriceProps) {
  const { t } = useSite();
  const formatPrice = useFormatPrice();
  if (!price) return null;
  const now = formatPrice(price);
  const was = price.wasAmount ? formatPrice({ amount: price.wasAmount, currency: price.currency }) : null;
  return (
    <p className={["price", was ? "price--reduced" : "", className ?? ""].join(" ").trim()}>
      {was && (
        <s className="price__was">
          <span className="visually-hidden">{t("product.wasPrice", { price: "" })}</span>
          {was}
        </s>
      )}
      <span className="price__now">
        {was && <span className="visually-hidden">{t("product.nowPrice", { price: "" })}</span>}
        {from ? t("product.fromPrice", { price: now }) : now}
      </span>
    </p>
  );
}
