import {
  data,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useNavigation,
  useSearchParams,
} from "react-router";
import { isBagPageNotice } from "../../core/cart/bag-page-answer.ts";
import { isPaymentIntent } from "../../core/checkout/payment-intents.ts";
import { versionFromSegment } from "../../core/site/versions.ts";
import { GiftingPanel } from "../components/bag/gifting/gifting-panel.tsx";
import { bagGiftingLines } from "../components/bag/page/bag-gifting-lines.ts";
import { BagProgress } from "../components/bag/page/bag-progress.tsx";
import { BillingForm } from "../components/checkout/billing-form.tsx";
import { CheckoutLoadFailure } from "../components/checkout/checkout-load-failure.tsx";
import { CheckoutSection } from "../components/checkout/checkout-section.tsx";
import { AddressSummary } from "../components/checkout/checkout-summaries.tsx";
import { DeliveryDetails, DeliveryDetailsSummary } from "../components/checkout/delivery-details.tsx";
import { DeliveryTypeForm } from "../components/checkout/delivery-type-form.tsx";
import { OrderSummary } from "../components/checkout/order-summary.tsx";
import { PaymentSection } from "../components/checkout/payment-section.tsx";
import { unlistedPageMeta } from "../lib/page-meta.ts";
import { PRIVATE_HEADERS } from "../lib/private-answer.ts";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import type { Route } from "./+types/checkout";
import {
  type CheckoutFailure,
  type CheckoutPageData,
  checkoutAction,
  loadCheckoutPage,
} from "./checkout.server.ts";
import { CHECKOUT_LOAD_FAILED, isCheckoutLoadFailure } from "./checkout-load-failure.ts";
import type { PaymentFailure } from "./checkout-payment.server.ts";
import { withRetryAfter } from "./login.server.ts";
import "./checkout.css";
import { HydrationSlice } from "../lib/preact/hydration-slice.tsx";

// The checkout (spec 001 §2): one page of sections in the spec's order — order summary, delivery type,
// delivery details, billing, payment — each a native form posted here with an intent (docs/forms-and-mutations.md).

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const page = await loadCheckoutPage(ctx, versionFromSegment(params.version), new URL(request.url));
  // The error flag answers 500 (nothing may cache it as the page) with the checkout's own failure state.
  return data(page, { status: isCheckoutLoadFailure(page) ? 500 : 200, headers: PRIVATE_HEADERS });
}

/**
 * Every load after the first (a step saved, the shopper arriving from the bag) asks the server from the browser; a
 * call that fails on the way (the connection dropped, the server unreachable) sets the same error flag as a failed
 * read on the server, so the checkout's failure state shows instead of the shop's generic error page. A redirect
 * and a refusal the server answered keep their own handling.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error)) throw error;
    return CHECKOUT_LOAD_FAILED;
  }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const ctx = context.get(requestContext);
  return checkoutAction(ctx, versionFromSegment(params.version), await request.formData());
}

/** A gift card refused for too many tries (429) carries Retry-After to the shopper's browser with the page. */
export function headers({ actionHeaders, parentHeaders }: Route.HeadersArgs) {
  return withRetryAfter(actionHeaders, parentHeaders);
}

/**
 * A refused payment answers 400 with its message, after which the router would keep the page as it was: the card
 * page used for that attempt must give way to a new one, so the checkout is read again.
 */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  const intent = formData?.get("intent");
  if (intent === "authorise-order" || intent === "place-order") return true;
  return defaultShouldRevalidate;
}

export function meta({ params }: Route.MetaArgs) {
  return unlistedPageMeta(params.version, "checkout.title");
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if (isCheckoutLoadFailure(loaderData)) return <CheckoutLoadFailure />;
  return <CheckoutSteps page={loaderData} actionData={actionData} />;
}

/** Anything else thrown on the checkout (an answer that could not be sent at all) shows the same failure state. */
export function ErrorBoundary() {
  return <CheckoutLoadFailure />;
}

function CheckoutSteps({
  page,
  actionData,
}: {
  page: CheckoutPageData;
  actionData: Route.ComponentProps["actionData"];
}) {
  const { t, version, data: site } = useSite();
  const location = useLocation();
  // A gifting form's answer, left in the session for this page (the layout reads and clears it).
  const stored = site?.bagNotice;
  const giftingNotice = isBagPageNotice(stored) && stored.path === location.pathname ? stored : null;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const { view } = page;
  const answer = (actionData ?? null) as CheckoutFailure | PaymentFailure | null;
  const paymentFailure = answer && isPaymentIntent(answer.intent) ? (answer as PaymentFailure) : null;
  const failure = paymentFailure ? null : (answer as CheckoutFailure | null);
  const submitting = navigation.state !== "idle" ? String(navigation.formData?.get("intent") ?? "") : "";
  const countryName = (iso: string) =>
    page.billingRules.countries.find((country) => country.isocode === iso)?.name ?? iso;
  const { state, sections } = view;
  // An order of e-gift cards only has no delivery steps: billing is then the first.
  const firstPaymentStep = view.deliveryNeeded ? 3 : 1;
  const multipleTypes = view.offeredTypes.length > 1;
  const failed = (intent: CheckoutFailure["intent"]) => (failure?.intent === intent ? failure : null);
  const billingFailure = failed("billing");
  const billingValues = billingFailure?.values ?? {
    ...state.billing?.personal,
    ...state.billing?.address,
  };
  return (
    <div className="page checkout-page">
      <BagProgress current="checkout" />
      <h1 className="checkout-page__title">{t("checkout.title")}</h1>
      {failure?.intent === "invalid" && failure.message && (
        <p role="alert" className="checkout-page__alert">
          {failure.message}
        </p>
      )}
      <div className="checkout-page__layout">
        <HydrationSlice>
          <aside className="checkout-page__summary">
            <OrderSummary view={view} />
          </aside>
        </HydrationSlice>
        <div className="checkout-page__sections">
          <GiftOptions page={page} answer={giftingNotice?.gifting ?? null} version={version} />
          {/* A bag of e-gift cards only has nothing to deliver: they are e-mailed on their days. */}
          {view.deliveryNeeded ? (
            <>
              <CheckoutSection
                section="deliveryType"
                step={1}
                title={t("checkout.type.heading")}
                status={sections.deliveryType}
                editable={multipleTypes}
                summary={
                  <p>
                    {view.deliveryType === "collectPlus"
                      ? t("checkout.type.collect")
                      : t("checkout.type.home")}
                  </p>
                }
              >
                <DeliveryTypeForm
                  offered={view.offeredTypes}
                  current={view.deliveryType}
                  error={failed("delivery-type")?.errors.deliveryType ?? failed("delivery-type")?.message}
                  busy={submitting === "delivery-type"}
                />
              </CheckoutSection>
              <CheckoutSection
                section="deliveryDetails"
                step={2}
                title={t("checkout.details.heading")}
                status={sections.deliveryDetails}
                summary={<DeliveryDetailsSummary view={view} email={page.email} countryName={countryName} />}
              >
                <DeliveryDetails
                  page={page}
                  failure={failure}
                  editing={params.get("edit") === "deliveryDetails"}
                  submitting={submitting}
                  countryName={countryName}
                />
              </CheckoutSection>
            </>
          ) : (
            <p className="checkout-page__note">{t("checkout.emailOnly")}</p>
          )}
          <CheckoutSection
            section="billing"
            step={firstPaymentStep}
            title={t("checkout.billing.heading")}
            status={sections.billing}
            summary={
              view.deliveryNeeded && state.billingSameAsDelivery && view.deliveryType === "homeDelivery" ? (
                <p>{t("checkout.billing.sameSummary")}</p>
              ) : state.billing ? (
                <AddressSummary
                  person={state.billing.personal}
                  address={state.billing.address}
                  countryName={countryName(state.billing.address.countryIso)}
                />
              ) : null
            }
          >
            <BillingForm
              rules={page.billingRules}
              canUseDelivery={view.deliveryNeeded && view.deliveryType === "homeDelivery"}
              sameAsDelivery={
                billingFailure ? billingFailure.values.sameAsDelivery === "on" : state.billingSameAsDelivery
              }
              values={billingValues}
              errors={billingFailure?.errors ?? {}}
              defaultCountry={state.home?.address.countryIso ?? page.defaultCountry}
              busy={submitting === "billing"}
            />
          </CheckoutSection>
          <CheckoutSection
            section="payment"
            step={firstPaymentStep + 1}
            title={t("checkout.payment.heading")}
            status={sections.payment}
          >
            <PaymentSection
              totals={view.totals}
              icons={page.paymentIcons}
              payment={page.payment}
              failure={paymentFailure}
              submitting={submitting}
            />
          </CheckoutSection>
        </div>
      </div>
    </div>
  );
}

/**
 * Gift boxes and messages: the bag's own panel and forms, posted here, with the gifting
 * restrictions on the delivery modes following at once.
 */
function GiftOptions({
  page,
  answer,
  version,
}: {
  page: CheckoutPageData;
  answer: Parameters<typeof GiftingPanel>[0]["answer"];
  version: string;
}) {
  const { boxPrices, ...gifting } = page.gifting;
  return (
    <div className="checkout-gifting">
      <GiftingPanel
        gifting={gifting}
        lines={bagGiftingLines(page.view.bag.lines)}
        boxPrices={{ GIFTB: boxPrices.GIFTB ?? "", GIFTWRAP: boxPrices.GIFTWRAP ?? "" }}
        answer={answer}
        action={`/${version}/checkout/secure`}
      />
    </div>
  );
}
