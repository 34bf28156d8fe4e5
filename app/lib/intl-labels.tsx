import { createContext, useContext } from "react";
import { formatReviewDate } from "../../core/catalogue/review-summary.ts";
import { formatMoney, type Money } from "../../core/money/money.ts";
import { type IntlLabels, priceLabelKey, reviewDateKey } from "../../core/site/intl-labels.ts";
import { useSite } from "../routes/version-layout.tsx";

const IntlLabelsContext = createContext<IntlLabels>({});

/** The page's server-written Intl labels (decision 009), for every component below it. */
export const IntlLabelsProvider = IntlLabelsContext;

/** Writes an amount as the page's labels do, formatting only amounts they lack. */
export function useFormatPrice(): (value: Money) => string {
  const labels = useContext(IntlLabelsContext);
  const { locale } = useSite();
  return (value) => labels[priceLabelKey(value)] ?? formatMoney(value, locale);
}

/** Writes a review's posting day as the page's labels do, formatting only days they lack. */
export function useFormatReviewDate(): (createdAt: string) => string {
  const labels = useContext(IntlLabelsContext);
  const { locale } = useSite();
  return (createdAt) => labels[reviewDateKey(createdAt)] ?? formatReviewDate(createdAt, locale);
}
