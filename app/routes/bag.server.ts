import type { BagAction } from "../../core/cart/bag-action-form.ts";
import type { BagPageAnswer } from "../../core/cart/bag-page-answer.ts";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import type { BagView } from "../../core/cart/bag-view.ts";
import { isDomainError } from "../../core/errors/domain-error.ts";
import type { Refusable, Refusal } from "../../core/errors/refusal.ts";
import type { GiftingForm } from "../../core/gifting/gifting-form.ts";
import { GIFTING_MESSAGES } from "../../core/gifting/gifting-messages.ts";
import { type GiftingView, giftingView } from "../../core/gifting/gifting-view.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { paypalEnabledForBag } from "../../core/payments/paypal-availability.ts";
import { type WalletButtonsSettings, walletButtonsSettings } from "../../core/payments/wallet-page-offer.ts";
import type { SiteConfig } from "../../core/site/site-config.ts";
import { DEFAULT_COUNTRY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { type TextKey, translate } from "../lib/text/text.ts";
import { handleGiftingIntent } from "./bag-gifting.server.ts";

// The bag page's loader data and its intents in the bag's one action (bag-action.server.ts, bag-intents.server.ts),
// each calling the bag service in process with the shopper's session. Expected refusals come back as answers
// with their wording; an unexpected failure is logged with the request id and answered with a general "please
// try again".

export interface Shopper {
  ctx: RequestContext;
  version: Version;
  t(key: TextKey, values?: Record<string, string | number>): string;
}

export function shopperOf(ctx: RequestContext, version: Version): Shopper {
  const locale = LOCALE_BY_VERSION[version];
  return { ctx, version, t: (key, values) => translate(locale, key, values) };
}

/** spec 002 §4: moving a line to saved items is offered only while saved items are (wishlist toggles). */
function canMoveToSavedItems(config: SiteConfig): boolean {
  return config.wishlist.ctaEnabled === "true" && config.wishlist.landingPageEnabled === "true";
}

type BagPageData =
  | { status: "failed" }
  | {
      status: "ready";
      view: BagView;
      moveToSavedItems: boolean;
      /** spec 001 §9: the national wording on uk and us, the international one for the rest of the world. */
      freeDeliveryScope: "national" | "international";
      /** The gift boxes and messages with their prices formatted, for the gifting panel. */
      gifting: GiftingView;
      /** spec 001 §3 Cart.paypalEnabled: the version takes PayPal and this bag can go to PayPal Express. */
      paypalEnabled: boolean;
      /** Apple Pay and Google Pay express buttons, or null when none is offered. */
      wallets: WalletButtonsSettings | null;
    };

/**
 * The bag as the page shows it. spec 001 §2: when it cannot be read for an unexpected reason (not a domain
 * refusal, which the shared error handling answers) the page says so and offers to try again.
 */
export async function loadBagPage({ ctx, version }: Shopper): Promise<BagPageData> {
  const config = ctx.services.config[version];
  try {
    const view = await ctx.services.bag.view(bagShopper(ctx, version));
    const boxPrices = await ctx.services.gifting.boxPrices(view.currency);
    return {
      status: "ready",
      view,
      moveToSavedItems: canMoveToSavedItems(config),
      freeDeliveryScope: version === "row" ? "international" : "national",
      gifting: giftingView(view.gifting, boxPrices, view.currency, LOCALE_BY_VERSION[version]),
      paypalEnabled: paypalEnabledForBag(config, view),
      wallets: await bagWallets(ctx, version, view),
    };
  } catch (error) {
    if (isDomainError(error) && error.kind !== "unavailable") throw error;
    ctx.reportError(error);
    return { status: "failed" };
  }
}

/** The express wallet buttons under the summary; a failure there leaves the bag without them, never broken. */
async function bagWallets(ctx: RequestContext, version: Version, view: BagView) {
  if (view.lines.length === 0) return null;
  try {
    return await walletButtonsSettings(ctx, version, "bag", {
      total: view.summary.total.amount,
      currency: view.currency,
      countryCode: DEFAULT_COUNTRY_BY_VERSION[version],
    });
  } catch {
    return null;
  }
}

type IntentOf<I extends BagAction["intent"]> = Extract<BagAction, { intent: I }>;
type BagService = RequestContext["services"]["bag"];
type BagShopper = ReturnType<typeof bagShopper>;

/** `update-quantity` (spec 001 §4: keyed by the cart entry number); never throws. */
export function updateQuantity(shopper: Shopper, input: IntentOf<"update-quantity">): Promise<BagPageAnswer> {
  return lineChange(shopper, input.intent, input.entryNumber, (bag, who) =>
    bag.updateQuantity(who, input.entryNumber, input.quantity),
  );
}

/** `remove`: the line goes; never throws. */
export function removeLine(shopper: Shopper, input: IntentOf<"remove">): Promise<BagPageAnswer> {
  return lineChange(shopper, input.intent, input.entryNumber, (bag, who) =>
    bag.removeEntry(who, input.entryNumber),
  );
}

/** Quantity and removal (spec 001 §4: keyed by the cart entry number). */
async function lineChange(
  shopper: Shopper,
  intent: "update-quantity" | "remove",
  entryNumber: number,
  change: (bag: BagService, who: BagShopper) => Promise<Refusable<{ view: BagView }>>,
): Promise<BagPageAnswer> {
  const { ctx, version, t } = shopper;
  try {
    const changed = await change(ctx.services.bag, bagShopper(ctx, version));
    if (!changed.ok)
      return { intent, ok: false, message: refusalWording(shopper, changed.refusal), entryNumber };
    return { intent, ok: true, message: t("bag.page.notice.updated"), entryNumber };
  } catch (error) {
    return { intent, ok: false, message: refusalMessage(shopper, error), entryNumber };
  }
}

/**
 * spec 001 §4, 002 §4: the item is saved (the oldest replaced past the maximum), the line removed; success
 * names the product, and any failure shows the add-to-saved-items error with the product's name.
 */
export async function moveToSavedItems(
  shopper: Shopper,
  input: IntentOf<"move-to-saved">,
): Promise<BagPageAnswer> {
  const { ctx, version, t } = shopper;
  const { entryNumber } = input;
  const intent = "move-to-saved";
  const config = ctx.services.config[version];
  if (!canMoveToSavedItems(config))
    return { intent, ok: false, message: t("bag.page.errors.moveUnavailable"), entryNumber };
  const who = bagShopper(ctx, version);
  let productName = "";
  const failed = (): BagPageAnswer => ({
    intent,
    ok: false,
    message: t("savedItems.errors.add", { product: productName }),
    entryNumber,
    productName,
  });
  try {
    // The name for the error too: read before the move, which may fail before it answers one.
    const line = (await ctx.services.bag.view(who)).lines.find((l) => l.entryNumber === entryNumber);
    if (!line) return { intent, ok: false, message: t("bag.page.errors.lineGone"), entryNumber };
    productName = line.name;
    const moved = await ctx.services.bag.moveToSavedItems(who, entryNumber, {
      guid: ctx.session.data.savedItemsGuid,
      keepGuid: ctx.keepInSession("savedItemsGuid"),
      maxItems: config.wishlist.maxItems,
    });
    // A line gone since it was read is refused like any other failed move.
    if (!moved.ok) return failed();
    productName = moved.productName;
    return {
      intent,
      ok: true,
      message: t("bag.page.notice.movedToSaved", { product: productName }),
      entryNumber,
      productName,
    };
  } catch (error) {
    if (!isDomainError(error)) ctx.reportError(error);
    return failed();
  }
}

/** `apply-promotion`: the promotions service words both outcomes (a refusal is an answer, not an error). */
export async function applyPromotion(
  shopper: Shopper,
  input: IntentOf<"apply-promotion">,
): Promise<BagPageAnswer> {
  const { ctx, version } = shopper;
  const { code } = input;
  const intent = "apply-promotion";
  try {
    const result = await ctx.services.bag.applyPromotion(bagShopper(ctx, version), code);
    return { intent, ok: result.ok, message: result.message, code };
  } catch (error) {
    return { intent, ok: false, message: refusalMessage(shopper, error), code };
  }
}

export async function removePromotion(
  shopper: Shopper,
  input: IntentOf<"remove-promotion">,
): Promise<BagPageAnswer> {
  const { ctx, version, t } = shopper;
  const { code } = input;
  const intent = "remove-promotion";
  try {
    await ctx.services.bag.removePromotion(bagShopper(ctx, version), code);
    return { intent, ok: true, message: t("bag.page.notice.updated"), code };
  } catch (error) {
    return { intent, ok: false, message: refusalMessage(shopper, error), code };
  }
}

/** The service's wording for an expected refusal (quantity limit, stock); a general one for the rest. */
function refusalWording({ t }: Shopper, refusal: Refusal): string {
  if (refusal.kind === "invalid" || refusal.kind === "outOfStock") return refusal.message;
  if (refusal.kind === "notFound") return t("bag.page.errors.lineGone");
  return t("bag.page.errors.update");
}

/** A thrown DomainError is worded as its refusal would be; anything else is a fault, reported. */
function refusalMessage(shopper: Shopper, error: unknown): string {
  if (isDomainError(error)) return refusalWording(shopper, error);
  shopper.ctx.reportError(error);
  return shopper.t("bag.page.errors.update");
}

/**
 * A gift box or gift message form (spec 001 §4, §5), handed to the gifting handler with the caller's own cart
 * of the version; its answer (with field errors) rides along for the gifting panel.
 */
export async function answerGifting(shopper: Shopper, input: GiftingForm): Promise<BagPageAnswer> {
  const { ctx, version } = shopper;
  const { intent } = input;
  try {
    const cart = await ctx.services.cart.existingCart(bagShopper(ctx, version));
    if (!cart) return { intent, ok: false, message: GIFTING_MESSAGES.cartNotFound };
    const gifting = await handleGiftingIntent(ctx, cart, input, LOCALE_BY_VERSION[version]);
    return { intent, ok: gifting.ok, message: gifting.message, gifting };
  } catch (error) {
    return { intent, ok: false, message: refusalMessage(shopper, error) };
  }
}

/** An answer for a post the schema could not read (a forged or stale form). */
export function unreadableAnswer({ t }: Shopper): BagPageAnswer {
  return { intent: "invalid", ok: false, message: t("bag.page.errors.update") };
}
