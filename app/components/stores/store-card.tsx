import { stockStateLabel } from "../../../core/catalogue/stock-state.ts";
import { type StoreWithStock, WEEKDAYS } from "../../../core/stores/store-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { useStockText } from "../product/stock-label.tsx";
import "./store-card.css";

/** One shop in the find-in-store list: distance, stock of the size, opening hours Mon–Sun, phone. */
export function StoreCard({ store }: { store: StoreWithStock }) {
  const { t } = useSite();
  const stockText = useStockText();
  const label = stockStateLabel(store.stockLevelStatus, false);
  const headingId = `store-${store.code}`;
  return (
    <article className="store-card" aria-labelledby={headingId}>
      <header className="store-card__header">
        <h3 id={headingId} className="store-card__name">
          {store.name}
        </h3>
        <p className="store-card__distance">
          {store.distanceMiles === 1
            ? t("findInStore.distanceOne")
            : t("findInStore.distance", { miles: store.distanceMiles })}
        </p>
      </header>
      <p className={`stock-label stock-label--${label}`}>
        {stockText({
          stockLevelStatus: store.stockLevelStatus,
          notifyMe: false,
          stockLevel: store.stockLevel,
          preorderDate: null,
        })}
      </p>
      <address className="store-card__address">
        {[store.line1, store.line2, store.town, store.postcode].filter(Boolean).join(", ")}
      </address>
      <p className="store-card__phone">
        {t("findInStore.phone")}: <a href={`tel:${store.phone.replace(/\s+/g, "")}`}>{store.phone}</a>
      </p>
      <details className="store-card__hours">
        <summary>{t("findInStore.openingHours")}</summary>
        <dl>
          {WEEKDAYS.map((day) => (
            <div key={day} className="store-card__day">
              <dt>{t(`weekday.${day}`)}</dt>
              <dd>{formatHours(store.openingHours[day]) ?? t("findInStore.closed")}</dd>
            </div>
          ))}
        </dl>
      </details>
    </article>
  );
}

function formatHours(hours: string | undefined): string | null {
  if (!hours || hours === "closed") return null;
  return hours.replace("-", "–");
}
