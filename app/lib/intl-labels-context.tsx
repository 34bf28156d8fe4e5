import { createContext, type ReactNode, useContext } from "react";
import { formatMoney, type Money } from "../../core/money/money.ts";
import { dayLabelKey, formatDay, type IntlLabels, priceLabelKey } from "../../core/site/intl-labels.ts";
import { useSite } from "./use-site.ts";

const IntlLabelsContext = createContext<IntlLabels>({});

/** The page's server-written Intl labels (decision 009), for every component below it. */
export const IntlLabelsProvider = IntlLabelsContext;

/** Adds the labels of a part of the page that arrived later (a deferred section) to the page's own. */
export function MoreIntlLabels({ value, children }: { value: IntlLabels; children: ReactNode }) {
  const labels = useContext(IntlLabelsContext);
  return <IntlLabelsContext value={{ ...labels, ...value }}>{children}</IntlLabelsContext>;
}

/** Writes an amount as the page's labels do, formatting only amounts they lack. */
export function useFormatPrice(): (value: Money) => string {
  const labels = useContext(IntlLabelsContext);
  const { locale } = useSite();
  return (value) => labels[priceLabelKey(value)] ?? formatMoney(value, locale);
}

/** Writes a day (an ISO date or timestamp) as the page's labels do, formatting only days they lack. */
export function useFormatDay(): (iso: string) => string {
  const labels = useContext(IntlLabelsContext);
  const { locale } = useSite();
  return (iso) => labels[dayLabelKey(iso)] ?? formatDay(iso, locale);
}
