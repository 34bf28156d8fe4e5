import type { CheckoutView } from "../../../core/checkout/checkout-service.ts";
import { useSite } from "../../lib/use-site.ts";
import type { CheckoutFailure, CheckoutPageData } from "../../routes/checkout.server.ts";
import { InfoBox } from "../../ui/info-box.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { AddressSummary, PointSummary } from "./checkout-summaries.tsx";
import { CollectionPointForm } from "./collection-point-form.tsx";
import { CollectionPointSearch } from "./collection-point-search.tsx";
import { DeliveryModeForm } from "./delivery-mode-form.tsx";
import { DeliveryNotices } from "./delivery-notices.tsx";
import { formatDeliveryDate, MODE_NAME } from "./delivery-text.ts";
import { HomeDetailsForm } from "./home-details-form.tsx";
import { SavedAddressPicker } from "./saved-address-picker.tsx";

interface DeliveryDetailsProps {
  page: CheckoutPageData;
  failure: CheckoutFailure | null;
  /** The shopper chose to change the address or point (Edit, or Change inside the section). */
  editing: boolean;
  submitting: string;
  countryName(iso: string): string;
}

/** The open delivery-details section: home delivery's address and modes, or a Collect+ point. */
export function DeliveryDetails(props: DeliveryDetailsProps) {
  return props.page.view.deliveryType === "collectPlus" ? <Collection {...props} /> : <Home {...props} />;
}

function ChangeLink({ label }: { label: string }) {
  const { version } = useSite();
  return (
    <SiteLink
      version={version}
      to="/checkout/secure?edit=deliveryDetails"
      className="checkout-section__change"
      preventScrollReset
    >
      {label}
    </SiteLink>
  );
}

function Home({ page, failure, editing, submitting, countryName }: DeliveryDetailsProps) {
  const { t } = useSite();
  const { view } = page;
  const home = view.state.home;
  const detailsFailure =
    failure?.intent === "home-details" || failure?.intent === "saved-address" ? failure : null;
  const showForm = !home || editing || detailsFailure !== null;
  if (showForm) {
    const values = detailsFailure?.values ?? { ...home?.personal, ...home?.address, email: page.email };
    return (
      <>
        {detailsFailure?.message && (
          <InfoBox type="error" className="checkout-notice">
            <p>{detailsFailure.message}</p>
          </InfoBox>
        )}
        {page.savedAddresses.length > 0 && (
          <SavedAddressPicker
            addresses={page.savedAddresses}
            chosenId={home?.address.savedAddressId ?? null}
            error={failure?.intent === "saved-address" ? failure.errors.savedAddressId : undefined}
            busy={submitting === "saved-address"}
          />
        )}
        {page.savedAddresses.length > 0 && (
          <h3 className="checkout-subheading">{t("checkout.details.newAddress")}</h3>
        )}
        <HomeDetailsForm
          rules={page.deliveryRules}
          values={values}
          errors={detailsFailure?.errors ?? {}}
          askEmail={!page.signedIn}
          defaultCountry={page.defaultCountry}
          busy={submitting === "home-details"}
        />
      </>
    );
  }
  const modeFailure = failure?.intent === "delivery-mode" ? failure : null;
  return (
    <>
      <div className="checkout-section__current">
        <AddressSummary
          person={home.personal}
          address={home.address}
          countryName={countryName(home.address.countryIso)}
          email={page.email}
        />
        <ChangeLink label={t("checkout.details.change")} />
      </div>
      <DeliveryNotices view={view} />
      {modeFailure?.message && (
        <InfoBox type="error" className="checkout-notice">
          <p>{modeFailure.message}</p>
        </InfoBox>
      )}
      {view.quote.deliverable &&
        view.addressError === null &&
        view.quote.undeliverableEntryNumbers.length === 0 && (
          <DeliveryModeForm
            quote={view.quote}
            currency={view.bag.currency}
            chosen={view.chosenMode}
            nominatedDate={view.state.nominatedDate}
            renderedAt={page.renderedAt}
            errors={modeFailure?.errors ?? {}}
            busy={submitting === "delivery-mode"}
          />
        )}
    </>
  );
}

function Collection({ page, failure, editing, submitting }: DeliveryDetailsProps) {
  const { t, version } = useSite();
  const { view } = page;
  const collection = view.state.collection;
  const collect = view.quote.modes.find((mode) => mode.code === "COLLECT+");
  if (collect?.refusal === "gifting")
    return (
      <InfoBox type="warning" className="checkout-notice">
        <p>{t("checkout.collect.giftingRefused")}</p>
        <SiteLink version={version} to="/checkout/secure?edit=deliveryType">
          {t("checkout.collect.chooseHome")}
        </SiteLink>
      </InfoBox>
    );
  const pointFailure = failure?.intent === "collection-point" ? failure : null;
  const search = page.collection;
  const showSearch = !collection || editing || search !== null || pointFailure !== null;
  if (!showSearch && collection)
    return (
      <div className="checkout-section__current">
        <PointSummary point={collection.point} person={collection.personal} />
        <ChangeLink label={t("checkout.collect.change")} />
      </div>
    );
  const values = pointFailure?.values ?? { ...collection?.personal };
  return (
    <>
      {pointFailure?.message && (
        <InfoBox type="error" className="checkout-notice">
          <p>{pointFailure.message}</p>
        </InfoBox>
      )}
      <CollectionPointSearch query={search?.query ?? ""} error={search && !search.ok ? search.error : null} />
      {search?.ok && (
        <CollectionPointForm
          points={search.points}
          chosenId={collection?.point.id ?? null}
          rules={page.deliveryRules}
          values={values}
          errors={pointFailure?.errors ?? {}}
          busy={submitting === "collection-point"}
        />
      )}
      {!search && collection && (
        <CollectionPointForm
          points={[collection.point]}
          chosenId={collection.point.id}
          rules={page.deliveryRules}
          values={values}
          errors={pointFailure?.errors ?? {}}
          busy={submitting === "collection-point"}
        />
      )}
    </>
  );
}

/** What the done delivery-details section shows: where, to whom, how and when. */
export function DeliveryDetailsSummary({
  view,
  email,
  countryName,
}: {
  view: CheckoutView;
  email: string;
  countryName(iso: string): string;
}) {
  const { t, locale } = useSite();
  const { state, chosenMode } = view;
  const date =
    chosenMode?.code === "NOMINATE" && state.nominatedDate ? state.nominatedDate : chosenMode?.deliveryDate;
  return (
    <div className="checkout-delivery-summary">
      {view.deliveryType === "collectPlus" && state.collection ? (
        <PointSummary point={state.collection.point} person={state.collection.personal} />
      ) : state.home ? (
        <AddressSummary
          person={state.home.personal}
          address={state.home.address}
          countryName={countryName(state.home.address.countryIso)}
          email={email}
        />
      ) : null}
      {chosenMode && date && (
        <p className="checkout-delivery-summary__mode">
          <strong>{t(MODE_NAME[chosenMode.code])}</strong>
          <span>{t("checkout.mode.arrives", { date: formatDeliveryDate(date, locale) })}</span>
        </p>
      )}
    </div>
  );
}
