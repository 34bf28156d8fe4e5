import type { VariantOption } from "../../../core/catalogue/product-types.ts";
import { LOW_STOCK_THRESHOLD, stockStateLabel } from "../../../core/catalogue/stock-state.ts";
import { useFormatDay } from "../../lib/intl-labels-context.tsx";
import type { TextKey } from "../../lib/text/text.ts";
import { useSite } from "../../lib/use-site.ts";

const LABEL_KEYS = {
  inStock: "stock.inStock",
  inStockInStore: "stock.inStockInStore",
  lowStock: "stock.lowStock",
  soldOut: "stock.soldOut",
  preOrder: "stock.preOrder",
  notifyMe: "stock.notifyMe",
  notDefined: "stock.notDefined",
} as const satisfies Record<ReturnType<typeof stockStateLabel>, TextKey>;

/** The wording of spec 002 §4 "Stock states" for one size, with the count when low and the due date of a pre-order. */
export function useStockText() {
  const { t } = useSite();
  const formatDay = useFormatDay();
  return (variant: Pick<VariantOption, "stockLevelStatus" | "notifyMe" | "stockLevel" | "preorderDate">) => {
    const key = stockStateLabel(variant.stockLevelStatus, variant.notifyMe);
    if (key === "lowStock" && variant.stockLevel > 0 && variant.stockLevel < LOW_STOCK_THRESHOLD)
      return t("stock.lowStockCount", { count: variant.stockLevel });
    if (key === "preOrder" && variant.preorderDate)
      return t("stock.preOrderDue", { date: formatDay(variant.preorderDate) });
    return t(LABEL_KEYS[key]);
  };
}

export function StockLabel({ variant }: { variant: VariantOption }) {
  const text = useStockText();
  const key = stockStateLabel(variant.stockLevelStatus, variant.notifyMe);
  return <p className={`stock-label stock-label--${key}`}>{text(variant)}</p>;
}
