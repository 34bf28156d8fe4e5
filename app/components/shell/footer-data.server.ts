import { newsletterEmailRule } from "../../../core/newsletter/newsletter-email.ts";
import type { RequestContext } from "../../../core/pages/request-context.ts";
import type { PaymentIconSettings } from "../../../core/site/country-payment-icons.ts";
import { selectedCountryFor } from "../../../core/site/country-selection.ts";
import { numberFormat } from "../../../core/site/intl-formats.ts";
import { validationRuleFor } from "../../../core/site/site-config.ts";
import { DEFAULT_CURRENCY_BY_VERSION, LOCALE_BY_VERSION, type Version } from "../../../core/site/versions.ts";

/** The shop's score on the independent reviews service whose badge the footer shows. */
const RATING = { score: 4.8, count: 12_406, url: "https://reviews.verified-reviews.example/the-white-cove" };

/**
 * What the footer, the newsletter form and the country overlay need on first render, read by the version layout's
 * loader (`footer: await loadFooterData(ctx, version)`).
 */
export async function loadFooterData(ctx: RequestContext, version: Version) {
  const config = ctx.services.config[version];
  const isocode = selectedCountryFor(version, ctx.session.data.country);
  const country = await ctx.services.countries.find(isocode);
  const currency = country?.defaultBaseStore.defaultCurrency;
  // Every version's payment settings: the overlay shows the icons of the version a country would move to.
  const paymentsOf = (v: Version): PaymentIconSettings => {
    const c = ctx.services.config[v];
    return {
      defaults: c.paymentIcons,
      applePay: { bag: c.applePay.bag, checkout: c.applePay.checkout },
      googlePay: { bag: c.googlePay.bag, checkout: c.googlePay.checkout },
    };
  };
  const payments: Record<Version, PaymentIconSettings> = {
    uk: paymentsOf("uk"),
    us: paymentsOf("us"),
    row: paymentsOf("row"),
  };
  return {
    /** spec 000 §2: the `footer` toggle picks the new or the old footer. */
    variant: config.footer,
    country: {
      isocode,
      name: country?.name ?? isocode,
      currency: {
        isocode: currency?.isocode ?? DEFAULT_CURRENCY_BY_VERSION[version],
        symbol: currency?.symbol ?? "",
      },
    },
    payments,
    // Counted on the server: the first number formatter a phone builds costs it ~18 ms while hydrating.
    rating: { ...RATING, count: numberFormat(LOCALE_BY_VERSION[version]).format(RATING.count) },
    emailRule: newsletterEmailRule((field) => validationRuleFor(config, isocode, field)),
  };
}

export type FooterData = Awaited<ReturnType<typeof loadFooterData>>;
