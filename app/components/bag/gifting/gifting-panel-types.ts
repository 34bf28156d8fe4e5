import type { GiftingAnswer } from "../../../../core/gifting/gifting-answer.ts";
import type { GiftingView } from "../../../../core/gifting/gifting-view.ts";
import type { TextKey } from "../../../lib/text/text.ts";

// The shapes the gifting panel's parts share (the panel's own props are in gifting-panel.tsx).

/** A bag line as the gifting panel shows it. */
export interface GiftingPanelLine {
  entryNumber: number;
  variantCode: string;
  name: string;
  /** null for "No Colour" and "One Size", which the bag hides (spec 000 §3). */
  colour: string | null;
  size: string | null;
  /** The chosen type (e.g. "Oxford"), when the product has groups. */
  group: string | null;
  giftWrappable: boolean;
  outOfStock: boolean;
}

/** The gifting state with its prices formatted (core/gifting/gifting-view.ts). */
export type GiftingPanelState = Omit<GiftingView, "currency" | "boxPrices">;

export type Translate = (key: TextKey, values?: Record<string, string | number>) => string;

/** The answer's field errors when it is about this form, else none. */
export function errorsFor(
  answer: GiftingAnswer | null | undefined,
  intent: GiftingAnswer["intent"],
  giftBoxNo?: number,
): { message: string | null; fields: Record<string, string> } {
  if (!answer || answer.ok || answer.intent !== intent || answer.giftBoxNo !== giftBoxNo)
    return { message: null, fields: {} };
  return { message: answer.message, fields: answer.fields };
}
