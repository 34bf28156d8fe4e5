import { type OpeningHours, WEEKDAYS } from "../../../core/stores/store-types.ts";
import { useSite } from "../../lib/use-site.ts";
import { hoursText } from "./store-display.ts";

type Weekday = (typeof WEEKDAYS)[number];

/** A store's week, Monday to Sunday (spec 002 §3), with today's row marked as the current day. */
export function OpeningHoursList({ hours, today }: { hours: OpeningHours; today: Weekday }) {
  const { t, locale } = useSite();
  return (
    <dl className="opening-hours">
      {WEEKDAYS.map((day) => {
        const isToday = day === today;
        return (
          <div
            key={day}
            className={isToday ? "opening-hours__day opening-hours__day--today" : "opening-hours__day"}
            aria-current={isToday ? "date" : undefined}
          >
            <dt>
              {t(`weekday.${day}`)}
              {isToday && <span className="opening-hours__today">{t("stores.today")}</span>}
            </dt>
            <dd>{hoursText(hours[day], locale) ?? t("stores.closed")}</dd>
          </div>
        );
      })}
    </dl>
  );
}
