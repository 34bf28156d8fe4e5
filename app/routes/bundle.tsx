import { useId, useState } from "react";
import { data, type ShouldRevalidateFunctionArgs } from "react-router";
import { bundlePieceField } from "../../core/cart/bag-form-fields.ts";
import { bundleDelivery, bundleTotal, isGiftBoxAllowed } from "../../core/catalogue/bundle-rules.ts";
import { visitorPriceContext } from "../../core/catalogue/price-context.ts";
import type { BundleDetail } from "../../core/catalogue/product-service.ts";
import { productPath } from "../../core/catalogue/product-url.ts";
import { productVariants } from "../../core/catalogue/product-variants.ts";
import { initialSelection, missingChoice } from "../../core/catalogue/selection.ts";
import { imageUrl } from "../../core/content/image-url.ts";
import { toDecimalString } from "../../core/money/money.ts";
import { priceLabels } from "../../core/site/intl-labels.ts";
import { HOME_COUNTRY_BY_VERSION, LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";
import { BagForm, useBagFetcher } from "../components/bag/bag-form.tsx";
import { isBagUpdate } from "../components/bag/bag-form-fields.ts";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { Breadcrumbs } from "../components/product/breadcrumbs.tsx";
import { BundleEntryRow, type EntryChoice } from "../components/product/bundle-entry.tsx";
import { Price } from "../components/product/price.tsx";
import { ProductAccordions } from "../components/product/product-accordions.tsx";
import { ProductGallery } from "../components/product/product-gallery.tsx";
import { SiteLink } from "../components/shell/site-link.tsx";
import { IntlLabelsProvider, useFormatPrice } from "../lib/intl-labels-context.tsx";
import { fromJsonText, toJsonText } from "../lib/json-text.ts";
import { loadOfferTerms } from "../lib/offer-terms.server.ts";
import { moveToOwnAddress } from "../lib/own-address.server.ts";
import { notFoundMeta, pageMeta, useCanonicalAddress } from "../lib/page-meta.ts";
import { requestContext } from "../lib/request-context.ts";
import { breadcrumbJsonLd } from "../lib/structured-data/breadcrumb-json-ld.ts";
import { bundleJsonLd } from "../lib/structured-data/bundle-json-ld.ts";
import { JsonLd } from "../lib/structured-data/json-ld.tsx";
import { useSite } from "../lib/use-site.ts";
import { Button } from "../ui/button.tsx";
import type { Route } from "./+types/bundle";
import "./bundle.css";
import "../components/product/product-page.css";

// Bundle page (spec 002 §2 "Bundle page", §4 "Bundle add", "Bundle data load"):
// `bundle/{bundleName}/p/{productId}`.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const config = ctx.services.config[version];
  const { product: service } = ctx.services;
  const bundle = await service.bundle(
    params.productId,
    visitorPriceContext(version, ctx.session.data, config),
  );
  if (!bundle || bundle.entries.length === 0) return data({ found: false as const }, { status: 404 });
  moveToOwnAddress(
    request,
    version,
    productPath({ ...bundle.product, productType: "bundle", categoryCode: "" }),
  );
  ctx.pageShows([bundle.product.code, ...bundle.entries.map((entry) => entry.product.code)]);
  const country = visitorCountry(version, ctx.session.data);
  // spec 002 §5 "International delivery", for the set and for each piece.
  const delivery = bundleDelivery(bundle, country, HOME_COUNTRY_BY_VERSION[version]);
  return {
    found: true as const,
    // As one JSON text (decision 069).
    bundle: toJsonText(bundle),
    intlLabels: priceLabels(
      [
        ...bundle.entries.flatMap((entry) => productVariants(entry.product).map((variant) => variant.price)),
        bundle.price,
        bundle.giftBox?.price,
      ],
      LOCALE_BY_VERSION[version],
    ),
    delivery: {
      ...delivery,
      countryName: (await service.countryName(country)) ?? country,
    },
    origin: ctx.origin,
    // Delivery and returns as published with the set's offer (schema.org), for this shopper's version and currency.
    offerTerms: await loadOfferTerms(ctx, version, bundle.product),
  };
}

// Adding to the bag changes nothing this page shows but the header, whose count the answer carries.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return isBagUpdate(formAction) ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, location, matches, params }: Route.MetaArgs) {
  if (!loaderData?.found) return notFoundMeta(params.version);
  const { product, price } = fromJsonText(loaderData.bundle);
  return pageMeta(
    { location, matches },
    {
      title: product.name,
      description: product.description.split(". ").slice(0, 2).join(". "),
      image: product.swatches[0]?.images[0] ?? null,
      type: "product",
      price: price ? { amount: toDecimalString(price), currency: price.currency } : null,
    },
  );
}

type Status = { kind: "idle" } | { kind: "added" } | { kind: "error"; message: string };

export default function BundlePage({ loaderData }: Route.ComponentProps) {
  const { version, locale } = useSite();
  const canonical = useCanonicalAddress();
  if (!loaderData.found) return <NotFoundPage version={version} locale={locale} />;
  const { origin } = loaderData;
  const bundle = fromJsonText(loaderData.bundle);
  return (
    <IntlLabelsProvider value={loaderData.intlLabels}>
      <JsonLd
        dependsOn={`${bundle.product.code}|${canonical}`}
        data={() =>
          bundleJsonLd({
            bundle,
            canonical,
            origin,
            prefix: `/${version}`,
            terms: loaderData.offerTerms,
          })
        }
      />
      <JsonLd
        dependsOn={`${bundle.product.code}|${canonical}|breadcrumbs`}
        data={() =>
          breadcrumbJsonLd(
            bundle.product.breadcrumbs,
            { name: bundle.product.name, url: canonical },
            origin,
            `/${version}`,
          )
        }
      />
      <Bundle bundle={bundle} delivery={loaderData.delivery} />
    </IntlLabelsProvider>
  );
}

type LoadedBundle = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function Bundle({ bundle, delivery }: { bundle: BundleDetail; delivery: LoadedBundle["delivery"] }) {
  const { t } = useSite();
  const formatPrice = useFormatPrice();
  const { product, entries, giftBox } = bundle;
  const [choices, setChoices] = useState<EntryChoice[]>(() =>
    entries.map((entry) => {
      const swatch =
        entry.product.swatches.find((s) => s.code === entry.defaultSwatchCode) ?? entry.product.swatches[0];
      return {
        swatchCode: swatch?.code ?? "",
        ...(swatch ? initialSelection(swatch) : { groupCode: null, variantCode: null }),
      };
    }),
  );
  const [showMissing, setShowMissing] = useState(false);
  const [withGiftBox, setWithGiftBox] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  const formId = useId();
  const fetcher = useBagFetcher((answer) =>
    setStatus(answer.status === "added" ? { kind: "added" } : { kind: "error", message: answer.message }),
  );

  const rows = entries.map((entry, index) => {
    const choice = choices[index]!;
    const swatch =
      entry.product.swatches.find((s) => s.code === choice.swatchCode) ?? entry.product.swatches[0];
    const variant = swatch?.variantOptions.find((v) => v.code === choice.variantCode) ?? null;
    return {
      entry,
      choice,
      swatch,
      variant,
      missing: swatch ? missingChoice(swatch, choice) : ("size" as const),
    };
  });
  const anyMissing = rows.some((row) => row.missing);
  const giftBoxAllowed = isGiftBoxAllowed(rows.map((row) => row.variant));
  const total = bundleTotal(
    rows.map((row) => ({
      price: row.variant?.price ?? row.swatch?.variantOptions[0]?.price ?? null,
      quantity: row.entry.quantity,
    })),
    withGiftBox && giftBoxAllowed ? (giftBox?.price ?? null) : null,
  );

  function change(index: number, choice: EntryChoice) {
    setChoices((current) => current.map((c, i) => (i === index ? choice : c)));
    setStatus({ kind: "idle" });
  }

  /** Before a scripted post: every piece needs its size (spec 002 "Bundle data load"). */
  function readyToAdd(): boolean {
    setShowMissing(true);
    if (anyMissing) {
      setStatus({ kind: "error", message: t("product.chooseYourSize") });
      return false;
    }
    if (!delivery.deliverable) return false;
    setStatus({ kind: "idle" });
    return true;
  }

  const images = product.swatches[0]?.images ?? [];
  return (
    <div className="bundle">
      <BagForm id={formId} fetcher={fetcher} intent="add-bundle" beforeSubmit={readyToAdd}>
        <input type="hidden" name="bundleCode" value={product.code} />
        {/* A one-size piece has nothing to choose, so the form names its variant. */}
        {rows.map(
          (row) =>
            row.swatch?.isSingleSize &&
            row.choice.variantCode && (
              <input
                key={row.entry.position}
                type="hidden"
                name={bundlePieceField(row.entry.position)}
                value={row.choice.variantCode}
              />
            ),
        )}
      </BagForm>
      <Breadcrumbs trail={product.breadcrumbs} current={product.name} />
      <div className="pdp__main">
        <ProductGallery images={images} productName={product.name} />
        <div className="pdp__details">
          <h1 className="pdp__title">{product.name}</h1>
          <p className="bundle__intro">{product.description.split("\n")[0]}</p>
          <h2 className="section-title">{t("bundle.entriesHeading")}</h2>
          <ul className="bundle__entries">
            {rows.map((row, index) => (
              <li key={row.entry.position}>
                <BundleEntryRow
                  entry={row.entry}
                  choice={row.choice}
                  onChange={(choice) => change(index, choice)}
                  missing={showMissing ? row.missing : null}
                  undeliverable={delivery.undeliverable.includes(row.entry.product.code)}
                  form={formId}
                />
              </li>
            ))}
          </ul>
          {giftBox && (
            <div className="bundle__gift">
              {giftBox.image && (
                <img src={imageUrl(giftBox.image.id, 160)} alt="" width={64} height={64} loading="lazy" />
              )}
              <div>
                <label className="checkbox">
                  <input
                    type="checkbox"
                    name="giftBox"
                    form={formId}
                    checked={withGiftBox && giftBoxAllowed}
                    disabled={!giftBoxAllowed}
                    onChange={(event) => setWithGiftBox(event.target.checked)}
                  />
                  <span>
                    {t("bundle.giftBox")}:{" "}
                    {t("bundle.giftBoxPrice", {
                      name: giftBox.name,
                      price: giftBox.price ? formatPrice(giftBox.price) : "",
                    })}
                  </span>
                </label>
                {!giftBoxAllowed && <p>{t("bundle.giftBoxNotAllowed")}</p>}
              </div>
            </div>
          )}
          <DeliveryNotice delivery={delivery} />
          <div className="bundle__total">
            <span>{t("bundle.total")}</span>
            <Price price={total} />
          </div>
          <Button
            fullWidth
            busy={fetcher.state !== "idle"}
            busyLabel={t("product.addingToBag")}
            type="submit"
            form={formId}
            disabled={!delivery.deliverable}
          >
            {t("bundle.addAll")}
          </Button>
          <div aria-live="polite">
            {status.kind === "added" && <p className="purchase__added">{t("bundle.added")}</p>}
            {status.kind === "error" && (
              <p className="bundle__error" role="alert">
                {status.message}
              </p>
            )}
          </div>
          <ProductAccordions product={product} />
        </div>
      </div>
    </div>
  );
}

/** spec 002 §5 and §8: the set cannot go to the shopper's country, or some pieces cannot. */
function DeliveryNotice({ delivery }: { delivery: LoadedBundle["delivery"] }) {
  const { t, version } = useSite();
  if (!delivery.deliverable)
    return (
      <p className="bundle__delivery" role="note">
        {t("bundle.notDeliverable", { country: delivery.countryName })}{" "}
        <SiteLink version={version} to="/help/delivery">
          {t("bundle.deliveryPage")}
        </SiteLink>
        .
      </p>
    );
  if (delivery.undeliverable.length > 0)
    return (
      <p className="bundle__delivery" role="note">
        {delivery.international ? t("bundle.notInternational") : t("bundle.someNotDeliverable")}
      </p>
    );
  return null;
}
