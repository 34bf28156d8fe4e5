import { data, redirect } from "react-router";
import type { SavedAddress } from "../../core/accounts/address-ports.ts";
import { addressRuleSettings, type ClientAddressRules } from "../../core/accounts/address-rules.ts";
import { isGiftingIntent } from "../../core/cart/bag-action-form.ts";
import { bagPageNoticeFor } from "../../core/cart/bag-page-answer.ts";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import {
  billingSameSchema,
  CHECKOUT_FORM_MESSAGES,
  type CheckoutIntent,
  checkoutIntentOf,
  collectionPointSchema,
  deliveryModeSchema,
  deliveryTypeSchema,
  guestEmailSchema,
  parsePersonAndAddress,
  savedAddressSchema,
  splitAddress,
} from "../../core/checkout/checkout-form.ts";
import type { CheckoutView } from "../../core/checkout/checkout-service.ts";
import { CHECKOUT_SECTIONS, type CheckoutSection } from "../../core/checkout/checkout-types.ts";
import { isPaymentIntent } from "../../core/checkout/payment-intents.ts";
import type { CollectionPoint } from "../../core/collection-points/collection-points.ts";
import { fieldMessages } from "../../core/content-forms/form-fields.ts";
import { isCountryDeliverable } from "../../core/delivery/international.ts";
import { isDomainError } from "../../core/errors/domain-error.ts";
import { giftingFormFields, giftingFormSchema } from "../../core/gifting/gifting-form.ts";
import { type GiftingView, giftingView } from "../../core/gifting/gifting-view.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { type PaymentIcon, paymentIconsFor } from "../../core/site/country-payment-icons.ts";
import { DEFAULT_COUNTRY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { answerGifting, shopperOf, unreadableAnswer } from "./bag.server.ts";
import { type CollectionSearch, searchCollectionPointsFor } from "./checkout-collection.server.ts";
import { CHECKOUT_LOAD_FAILED, type CheckoutLoadFailure } from "./checkout-load-failure.ts";
import { loadPaymentStep, type PaymentStepData, paymentAction } from "./checkout-payment.server.ts";

// The checkout page's loader data and action (app/routes/checkout.tsx). Every section is a native form
// with an intent, answered 303 back to the page (post/redirect/get) or, when refused, the page again with the
// field messages and what was typed (400). JavaScript enhances the same forms.

export interface CheckoutPageData {
  view: CheckoutView;
  email: string;
  signedIn: boolean;
  savedAddresses: SavedAddress[];
  /** The delivery country select: the countries this version delivers to. */
  deliveryRules: ClientAddressRules;
  /** The billing country select: every country. */
  billingRules: ClientAddressRules;
  /** The country a new address starts with: the shopper's, where this version delivers to it. */
  defaultCountry: string;
  collection: CollectionSearch | null;
  /** spec 001 §9 payment icons of the version's checkout. */
  paymentIcons: PaymentIcon[];
  /** The gift boxes and messages with their prices formatted (spec 001 §3 "Gifting"). */
  gifting: GiftingView;
  /** The moment the page was read, for the delivery countdowns (the same on server and browser). */
  renderedAt: string;
  /** The payment step while it is open: gift cards, the amount left, the card page. */
  payment: PaymentStepData | null;
}

export interface CheckoutFailure {
  intent: CheckoutIntent | "invalid";
  message?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
}

function editingOf(url: URL): CheckoutSection | null {
  const edit = url.searchParams.get("edit");
  return (CHECKOUT_SECTIONS as readonly string[]).includes(edit ?? "") ? (edit as CheckoutSection) : null;
}

/**
 * The checkout, or the error flag when it cannot be read for an unexpected reason (a database or provider fault),
 * which is reported. A redirect (where the shopper can check out) and a domain refusal other than "unavailable"
 * keep their own answers.
 */
export async function loadCheckoutPage(
  ctx: RequestContext,
  version: Version,
  url: URL,
): Promise<CheckoutPageData | CheckoutLoadFailure> {
  try {
    return await loadCheckout(ctx, version, url);
  } catch (error) {
    if (error instanceof Response) throw error;
    if (isDomainError(error) && error.kind !== "unavailable") throw error;
    ctx.reportError(error);
    return CHECKOUT_LOAD_FAILED;
  }
}

/** The checkout as the page shows it; a shopper who cannot check out yet is sent where they can. */
async function loadCheckout(ctx: RequestContext, version: Version, url: URL): Promise<CheckoutPageData> {
  const who = bagShopper(ctx, version);
  const visitor = ctx.visitor();
  const signedIn = visitor.kind === "signedIn";
  let view: CheckoutView;
  try {
    view = await ctx.services.checkout.view(who, editingOf(url));
  } catch (error) {
    if (isDomainError(error) && error.kind === "notFound") throw redirect(`/${version}/bag`, 303);
    throw error;
  }
  // An emptied bag ends this checkout (spec 001 §4 checkout reset): the next bag starts a new one.
  if (view.bag.lines.length === 0) {
    await ctx.services.checkout.reset(who);
    throw redirect(`/${version}/bag`, 303);
  }
  // A line that went out of stock goes back to the bag, which names the reason.
  if (view.bag.hasProblems) throw redirect(`/${version}/bag`, 303);
  const customer = signedIn ? await ctx.services.accounts.findById(visitor.customerId) : null;
  const email = view.state.email ?? customer?.email ?? null;
  if (!email) throw redirect(`/${version}/login/checkout`, 303);
  if (customer && view.state.email === null) await ctx.services.checkout.setEmail(who, customer.email);
  const config = ctx.services.config[version];
  const settings = addressRuleSettings(config);
  const billingRules = await ctx.services.addresses.clientRules(settings);
  return {
    // The card page's session stays on the server (a saved card's acquirer token pays with it): the step frames the
    // page through `payment.card`.
    view: { ...view, state: { ...view.state, cardSession: null } },
    email,
    signedIn,
    savedAddresses: customer ? await ctx.services.addresses.list(customer.id) : [],
    deliveryRules: {
      ...billingRules,
      countries: billingRules.countries.filter((country) => isCountryDeliverable(version, country.isocode)),
    },
    billingRules,
    defaultCountry: isCountryDeliverable(version, visitorCountry(version, ctx.session.data))
      ? visitorCountry(version, ctx.session.data)
      : DEFAULT_COUNTRY_BY_VERSION[version],
    collection: await searchCollectionPointsFor(ctx, url),
    paymentIcons: paymentIconsFor(
      {
        defaults: config.paymentIcons,
        applePay: { bag: false, checkout: config.applePay.checkout },
        googlePay: { bag: false, checkout: config.googlePay.checkout },
      },
      view.state.home?.address.countryIso ?? DEFAULT_COUNTRY_BY_VERSION[version],
    ),
    gifting: giftingView(
      view.bag.gifting,
      await ctx.services.gifting.boxPrices(view.bag.currency),
      view.bag.currency,
      LOCALE_BY_VERSION[version],
    ),
    renderedAt: new Date().toISOString(),
    payment: await loadPaymentStep(ctx, version, view, url),
  };
}

function typedValues(form: Record<string, unknown>): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(form))
    if (typeof value === "string" && key !== "CSRFToken") values[key] = value;
  return values;
}

function refused(
  intent: CheckoutFailure["intent"],
  form: Record<string, unknown>,
  errors: Record<string, string>,
  message?: string,
) {
  return data<CheckoutFailure>(
    { intent, message, errors, values: typedValues(form) },
    { status: 400, headers: PRIVATE_HEADERS },
  );
}

/** Each intent's change; a refusal the service words (a mode this address cannot have) comes back as a message. */
export async function checkoutAction(ctx: RequestContext, version: Version, formData: FormData) {
  const form = Object.fromEntries(formData) as Record<string, unknown>;
  const back = redirect(`/${version}/checkout/secure`, { status: 303, headers: PRIVATE_HEADERS });
  // Gift boxes and messages are edited here with the bag's own forms; the answer is shown once, back here.
  if (typeof form.intent === "string" && isGiftingIntent(form.intent)) {
    const shopper = shopperOf(ctx, version);
    const gifting = giftingFormSchema.safeParse(giftingFormFields(formData));
    const answer = gifting.success ? await answerGifting(shopper, gifting.data) : unreadableAnswer(shopper);
    await ctx.updateSession({ bagNotice: bagPageNoticeFor(answer, `/${version}/checkout/secure`) });
    return back;
  }
  if (isPaymentIntent(form.intent)) return paymentAction(ctx, version, form.intent, form);
  const intent = checkoutIntentOf(form);
  if (!intent) return refused("invalid", form, {}, CHECKOUT_FORM_MESSAGES.intent);
  const who = bagShopper(ctx, version);
  const checkout = ctx.services.checkout;
  try {
    switch (intent) {
      case "guest-email": {
        // A signed-in customer's order goes to the account's e-mail, which the loader sets.
        if (ctx.visitor().kind === "signedIn") return back;
        const parsed = guestEmailSchema.safeParse(form);
        if (!parsed.success) return refused(intent, form, fieldMessages(parsed.error));
        await checkout.setEmail(who, parsed.data.email);
        return back;
      }
      case "delivery-type": {
        const parsed = deliveryTypeSchema.safeParse(form);
        if (!parsed.success) return refused(intent, form, fieldMessages(parsed.error));
        await checkout.chooseDeliveryType(who, parsed.data.deliveryType);
        return back;
      }
      case "home-details": {
        const parsed = await personAndAddress(ctx, version, form);
        // A guest may correct the order's e-mail here; a customer's is the account's (no field is shown).
        const guest = ctx.visitor().kind !== "signedIn";
        const email = guest && "email" in form ? guestEmailSchema.shape.email.safeParse(form.email) : null;
        const errors: Record<string, string> = parsed.ok ? {} : { ...parsed.errors };
        if (email && !email.success) errors.email = email.error.issues[0]?.message ?? "";
        if (!parsed.ok || Object.keys(errors).length > 0) return refused(intent, form, errors);
        if (email?.success) await checkout.setEmail(who, email.data);
        await checkout.saveHomeDetails(who, { personal: parsed.personal, address: parsed.address });
        return back;
      }
      case "saved-address": {
        const parsed = savedAddressSchema.safeParse(form);
        const visitor = ctx.visitor();
        if (!parsed.success || visitor.kind !== "signedIn")
          return refused(intent, form, { savedAddressId: CHECKOUT_FORM_MESSAGES.savedAddress });
        // Only the customer's own address book is read: another customer's id is simply not found.
        const saved = (await ctx.services.addresses.list(visitor.customerId)).find(
          (address) => address.id === parsed.data.savedAddressId,
        );
        if (!saved) return refused(intent, form, { savedAddressId: CHECKOUT_FORM_MESSAGES.savedAddress });
        await checkout.saveHomeDetails(who, splitAddress(saved, saved.id));
        return back;
      }
      case "delivery-mode": {
        const parsed = deliveryModeSchema.safeParse(form);
        if (!parsed.success) return refused(intent, form, fieldMessages(parsed.error));
        await checkout.chooseMode(who, parsed.data.deliveryMode, {
          nominatedDate: parsed.data.nominatedDate ?? null,
          confirm: parsed.data.confirm,
        });
        return back;
      }
      case "collection-point": {
        const parsed = collectionPointSchema.safeParse(form);
        if (!parsed.success) return refused(intent, form, fieldMessages(parsed.error));
        const point: CollectionPoint | null = await ctx.services.collectionPoints.byId(parsed.data.pointId);
        if (!point) return refused(intent, form, { pointId: CHECKOUT_FORM_MESSAGES.collectionPoint });
        const { title, firstName, lastName, phoneNumber } = parsed.data;
        await checkout.saveCollection(who, { personal: { title, firstName, lastName, phoneNumber }, point });
        return back;
      }
      case "billing": {
        const same = billingSameSchema.safeParse(form);
        if (same.success && same.data.sameAsDelivery) {
          await checkout.saveBilling(who, { sameAsDelivery: true });
          return back;
        }
        const parsed = await personAndAddress(ctx, version, form);
        if (!parsed.ok) return refused(intent, form, parsed.errors);
        await checkout.saveBilling(who, { personal: parsed.personal, address: parsed.address });
        return back;
      }
    }
  } catch (error) {
    if (!isDomainError(error)) throw error;
    if (error.kind === "notFound")
      return redirect(`/${version}/bag`, { status: 303, headers: PRIVATE_HEADERS });
    return refused(intent, form, error.fields ?? {}, error.message);
  }
}

async function personAndAddress(ctx: RequestContext, version: Version, form: Record<string, unknown>) {
  const settings = addressRuleSettings(ctx.services.config[version]);
  return parsePersonAndAddress(form, await ctx.services.addresses.rules(settings));
}
