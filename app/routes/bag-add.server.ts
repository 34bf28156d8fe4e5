import { addToCartEvent } from "../../core/cart/added-to-bag-rules.ts";
import type { BagAction } from "../../core/cart/bag-action-form.ts";
import type { BagAnswer } from "../../core/cart/bag-answer.ts";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import { bundleDelivery, planBundleAdd } from "../../core/catalogue/bundle-rules.ts";
import { visitorPriceContext } from "../../core/catalogue/price-context.ts";
import { swatchWithVariant } from "../../core/catalogue/product-variants.ts";
import { imageUrl } from "../../core/content/image-url.ts";
import { toMajorUnits } from "../../core/money/money.ts";
import { HOME_COUNTRY_BY_VERSION } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";
import type { Shopper } from "./bag.server.ts";

// The adding intents of the bag's one action (app/routes/bag-action.server.ts), each calling the core cart
// service in process with the shopper's session. Expected refusals come back as answers with the spec's wording.

type AddForm = Extract<BagAction, { intent: "add" }>;
type BundleForm = Extract<BagAction, { intent: "add-bundle" }>;

/** A refusal, with the bag's count as it stands. */
export async function refusal(
  visitor: Shopper,
  intent: BagAnswer["intent"],
  status: "outOfStock" | "error",
  message: string,
  refusedSku?: string,
): Promise<BagAnswer> {
  const { ctx } = visitor;
  const totalUnitCount = await ctx.services.cart.totalUnitCount(bagShopper(ctx, visitor.version));
  return { intent, status, message, totalUnitCount, quantityAdded: 0, ...(refusedSku ? { refusedSku } : {}) };
}

/** `add`: one variant (spec 001 §3). The confirmation's name, colour and picture come from the catalogue. */
export async function addProduct(visitor: Shopper, input: AddForm): Promise<BagAnswer> {
  const { ctx, version, t } = visitor;
  // spec 002 §5: a product with sizes needs one chosen; without JavaScript the form posts regardless.
  if (!input.productSku) return refusal(visitor, "add", "error", t("product.selectSize"));
  const result = await ctx.services.cart.addEntry({
    ...bagShopper(ctx, version),
    keepGuid: ctx.keepInSession("cartGuid"),
    variantCode: input.productSku,
    quantity: input.quantity,
  });
  if (!result.ok) {
    const refused = result.refusal;
    // spec 001 §8: out of stock has its own wording; a refused quantity the server's; anything else a fault.
    if (refused.kind === "outOfStock")
      return refusal(visitor, "add", "outOfStock", t("bag.add.outOfStock"), input.productSku);
    return refusal(
      visitor,
      "add",
      "error",
      refused.kind === "invalid" ? refused.message : t("bag.add.systemFault"),
    );
  }
  const prices = visitorPriceContext(version, ctx.session.data, ctx.services.config[version]);
  const product = await ctx.services.product.detail(result.variant.productCode, prices);
  const swatch = product ? swatchWithVariant(product, result.variant.code) : undefined;
  const image = swatch?.images[0];
  const name = product?.name ?? result.variant.code;
  const groupCode = swatch?.variantOptions.find((option) => option.code === result.variant.code)?.groupCode;
  const group = groupCode ? product?.groups.find((candidate) => candidate.code === groupCode) : undefined;
  return {
    intent: "add",
    status: "added",
    totalUnitCount: result.totalUnitCount,
    quantityAdded: result.quantityAdded,
    product: {
      name,
      ...(image ? { imageUrl: imageUrl(image.id, 320) } : {}),
      ...(swatch ? { colour: swatch.name } : {}),
      size: result.variant.size,
      ...(group ? { group: group.name } : {}),
      quantity: result.quantityAdded,
    },
    events: [
      addToCartEvent({
        price: toMajorUnits(result.variant.basePrice),
        quantity: result.quantityAdded,
        currency: result.variant.basePrice.currency,
        sku: result.variant.code,
        size: result.variant.size,
        name,
      }),
    ],
  };
}

/**
 * `add-bundle` (spec 002 §4 "Bundle add"): the pieces as chosen, each in the set's quantity, and the gift box
 * when allowed (core/catalogue/bundle-rules.ts). What stock allows is placed; a short piece is a stock error.
 */
export async function addBundle(visitor: Shopper, input: BundleForm): Promise<BagAnswer> {
  const { ctx, version, t } = visitor;
  const session = ctx.session.data;
  const prices = visitorPriceContext(version, session, ctx.services.config[version]);
  const bundle = await ctx.services.product.bundle(input.bundleCode, prices);
  if (!bundle) return refusal(visitor, "add-bundle", "error", t("bag.add.systemFault"));
  const delivery = bundleDelivery(bundle, visitorCountry(version, session), HOME_COUNTRY_BY_VERSION[version]);
  const plan = planBundleAdd(bundle, {
    chosen: new Map(input.pieces),
    withGiftBox: input.giftBox === "on",
    deliverable: delivery.deliverable,
  });
  if (!plan.ok)
    return refusal(
      visitor,
      "add-bundle",
      "error",
      plan.reason === "missingChoice" ? t("product.chooseYourSize") : t("bag.add.unableToAdd"),
    );
  const owner = bagShopper(ctx, version);
  const cart = await ctx.services.cart.openCart(owner, ctx.keepInSession("cartGuid"));
  const results = await ctx.services.cart.addBulk(
    cart,
    plan.lines.map((line) => ({ productCode: line.productSku, quantity: line.quantity })),
  );
  const totalUnitCount = await ctx.services.cart.totalUnitCount({
    version,
    ownerGuid: cart.ownerGuid ?? undefined,
  });
  const quantityAdded = results.reduce((sum, result) => sum + result.quantityAdded, 0);
  if (results.some((result) => result.quantityAdded !== result.quantity))
    return {
      intent: "add-bundle",
      status: "outOfStock",
      message: t("bundle.outOfStock"),
      totalUnitCount,
      quantityAdded,
    };
  return {
    intent: "add-bundle",
    status: "added",
    totalUnitCount,
    quantityAdded,
    product: { name: bundle.product.name, quantity: quantityAdded },
    events: results.flatMap((result) =>
      result.basePrice
        ? [
            addToCartEvent({
              price: toMajorUnits(result.basePrice),
              quantity: result.quantityAdded,
              currency: result.basePrice.currency,
              sku: result.productCode,
              size: result.size,
            }),
          ]
        : [],
    ),
  };
}
