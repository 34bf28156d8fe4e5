import { type DeliveryPriceList, isDeliveryPriceName } from "../delivery/delivery-price-list.ts";
import { formatMoney, money } from "../money/money.ts";

// Content quotes delivery prices as placeholders ("Next day delivery costs {price:nextDay}."), filled in when the
// content is read from the tariff checkout charges with (core/delivery/delivery-price-list.ts), in the shopper's
// currency and the version's locale. The content store holds no copy of a price, so none can go stale.

const PLACEHOLDER = /\{price:([^}]*)\}/g;

/** The prices to fill placeholders with, and how to write them. */
export interface ContentPrices {
  prices: DeliveryPriceList;
  currency: string;
  locale: string;
}

/** The names of the price placeholders in a text, known or not. */
export function pricePlaceholdersIn(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? "");
}

/** The text with each placeholder written as its price; null when one names no price sold in the currency. */
function fillEvery(text: string, context: ContentPrices): string | null {
  let unknown = false;
  const filled = text.replace(PLACEHOLDER, (_, name: string) => {
    const amount = isDeliveryPriceName(name) ? context.prices[name] : null;
    if (amount === null) {
      unknown = true;
      return "";
    }
    return formatMoney(money(amount, context.currency), context.locale);
  });
  return unknown ? null : filled;
}

/**
 * The text with its prices written out. A sentence quoting a price the version does not sell in the currency (the
 * free-delivery threshold exists only in the version's own currency) is left out rather than shown with a gap or
 * a wrong amount; null when nothing of the text is left.
 */
export function fillPrices(text: string, context: ContentPrices): string | null {
  const whole = fillEvery(text, context);
  if (whole !== null) return whole;
  const sentences = text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => fillEvery(sentence, context))
    .filter((sentence): sentence is string => sentence !== null);
  return sentences.length > 0 ? sentences.join(" ") : null;
}

/**
 * A content component's data with its prices filled in, at any depth. A text of a list (a paragraph) with nothing
 * left to say is left out of the list; any other such text drops the whole component (null).
 */
export function fillPricesInData(
  data: Record<string, unknown>,
  context: ContentPrices,
): Record<string, unknown> | null {
  const missing = Symbol("missing");
  const fill = (value: unknown): unknown => {
    if (typeof value === "string") return fillPrices(value, context) ?? missing;
    if (Array.isArray(value)) {
      const kept: unknown[] = [];
      for (const item of value) {
        const filled = fill(item);
        if (filled === missing && typeof item === "string") continue;
        if (filled === missing) return missing;
        kept.push(filled);
      }
      return kept;
    }
    if (value !== null && typeof value === "object") {
      const entries: [string, unknown][] = [];
      for (const [key, inner] of Object.entries(value)) {
        const filled = fill(inner);
        if (filled === missing) return missing;
        entries.push([key, filled]);
      }
      return Object.fromEntries(entries);
    }
    return value;
  };
  const filled = fill(data);
  return filled === missing ? null : (filled as Record<string, unknown>);
}
