import { useState } from "react";
import { data } from "react-router";
import { isDeliverableTo } from "../../core/catalogue/deliverability.ts";
import { visitorPriceContext } from "../../core/catalogue/price-context.ts";
import type { VariantPrice } from "../../core/catalogue/product-types.ts";
import { productVariants } from "../../core/catalogue/product-variants.ts";
import { initialSelection, missingChoice } from "../../core/catalogue/selection.ts";
import { imageUrl } from "../../core/content/image-url.ts";
import { priceLabels } from "../../core/site/intl-labels.ts";
import { LOCALE_BY_VERSION, versionFromSegment } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";
import { useBag } from "../components/bag/bag-context.tsx";
import { NotFoundPage } from "../components/not-found/not-found-page.tsx";
import { Breadcrumbs } from "../components/product/breadcrumbs.tsx";
import { BundleEntryRow, type EntryChoice } from "../components/product/bundle-entry.tsx";
import { Price } from "../components/product/price.tsx";
import { ProductAccordions } from "../components/product/product-accordions.tsx";
import { ProductGallery } from "../components/product/product-gallery.tsx";
import { SiteLink } from "../components/shell/site-link.tsx";
import { IntlLabelsProvider, useFormatPrice } from "../lib/intl-labels.tsx";
import { requestContext } from "../lib/request-context.ts";
import { useSite } from "../lib/use-site.ts";
import { Button } from "../ui/button.tsx";
import type { Route } from "./+types/bundle";
import "./bundle.css";
import "../components/product/product-page.css";

// Bundle page (spec 002 §2 "Bundle page", §4 "Bundle add", "Bundle data load"):
// `bundle/{bundleName}/p/{productId}`.
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = context.get(requestContext);
  const version = versionFromSegment(params.version);
  const config = ctx.services.config[version];
  const { product: service } = ctx.services;
  const bundle = await service.bundle(
    params.productId,
    visitorPriceContext(version, ctx.session.data, config),
  );
  if (!bundle || bundle.entries.length === 0) return data({ found: false as const }, { status: 404 });
  const country = visitorCountry(version, ctx.session.data);
  const homeCountry = version === "us" ? "US" : "GB";
  // spec 002 §5 "International delivery", for the set and for each piece.
  const deliverable = isDeliverableTo(country, {
    internationalDeliveryAvailable: bundle.product.internationalDelivery,
    restrictedCountryCodes: bundle.product.restrictedCountries,
    unrestrictedCountryCodes: [],
    homeCountry,
  });
  const undeliverable = bundle.entries
    .filter(
      (entry) =>
        !isDeliverableTo(country, {
          internationalDeliveryAvailable: entry.product.internationalDelivery,
          restrictedCountryCodes: entry.product.restrictedCountries,
          unrestrictedCountryCodes: [],
          homeCountry,
        }),
    )
    .map((entry) => entry.product.code);
  return {
    found: true as const,
    bundle,
    intlLabels: priceLabels(
      [
        ...bundle.entries.flatMap((entry) => productVariants(entry.product).map((variant) => variant.price)),
        bundle.price,
        bundle.giftBox?.price,
      ],
      LOCALE_BY_VERSION[version],
    ),
    delivery: {
      deliverable,
      undeliverable,
      international: country !== homeCountry,
      countryName: (await service.countryName(country)) ?? country,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData?.found)
    return [{ title: "Page not found | The White Cove" }, { name: "robots", content: "noindex" }];
  const { product } = loaderData.bundle;
  return [
    { title: `${product.name} | The White Cove` },
    { name: "description", content: product.description.split(". ").slice(0, 2).join(". ") },
  ];
}

type Status = { kind: "idle" } | { kind: "busy" } | { kind: "added" } | { kind: "error"; message: string };

export default function BundlePage({ loaderData }: Route.ComponentProps) {
  const { version, locale } = useSite();
  if (!loaderData.found) return <NotFoundPage version={version} locale={locale} />;
  return (
    <IntlLabelsProvider value={loaderData.intlLabels}>
      <Bundle bundle={loaderData.bundle} delivery={loaderData.delivery} />
    </IntlLabelsProvider>
  );
}

type LoadedBundle = Extract<Route.ComponentProps["loaderData"], { found: true }>;

function Bundle({ bundle, delivery }: Pick<LoadedBundle, "bundle" | "delivery">) {
  const { t } = useSite();
  const formatPrice = useFormatPrice();
  const bag = useBag();
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
  const anySoldOut = rows.some((row) => row.variant?.stockLevelStatus === "outOfStock");
  // spec 001 §4 / 002 "Bundle data load": no gift box for a size that is out of stock.
  const giftBoxAllowed = !anySoldOut;
  const total = sumChosen(
    rows.map((row) => {
      const price = row.variant?.price ?? row.swatch?.variantOptions[0]?.price ?? null;
      return price && { price, quantity: row.entry.quantity };
    }),
    withGiftBox && giftBoxAllowed ? (giftBox?.price ?? null) : null,
  );

  function change(index: number, choice: EntryChoice) {
    setChoices((current) => current.map((c, i) => (i === index ? choice : c)));
    setStatus({ kind: "idle" });
  }

  async function addAll() {
    setShowMissing(true);
    if (anyMissing) {
      setStatus({ kind: "error", message: t("product.chooseYourSize") });
      return;
    }
    if (!delivery.deliverable) return;
    setStatus({ kind: "busy" });
    const lines = rows.map((row) => ({ productSku: row.variant!.code, quantity: row.entry.quantity }));
    if (withGiftBox && giftBox && giftBoxAllowed)
      lines.push({ productSku: giftBox.variantCode, quantity: 1 });
    const outcome = await bag.addBundle({
      bundleCode: product.code,
      entries: lines,
      productName: product.name,
      currency: total?.currency ?? product.currency,
    });
    if (outcome.status === "added") setStatus({ kind: "added" });
    else
      setStatus({
        kind: "error",
        message: outcome.status === "outOfStock" ? t("bundle.outOfStock") : outcome.message,
      });
  }

  const images = product.swatches[0]?.images ?? [];
  return (
    <div className="bundle">
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
            busy={status.kind === "busy"}
            busyLabel={t("product.addingToBag")}
            onClick={addAll}
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

function sumChosen(
  lines: readonly ({ price: VariantPrice; quantity: number } | null)[],
  giftBox: VariantPrice | null,
): VariantPrice | null {
  const known = lines.filter((l): l is { price: VariantPrice; quantity: number } => l !== null);
  const first = known[0];
  if (!first) return null;
  const amount = known.reduce((sum, l) => sum + l.price.amount * l.quantity, 0) + (giftBox?.amount ?? 0);
  const reduced = known.some((l) => l.price.wasAmount !== null);
  const was = reduced
    ? known.reduce((sum, l) => sum + (l.price.wasAmount ?? l.price.amount) * l.quantity, 0) +
      (giftBox?.amount ?? 0)
    : null;
  return { amount, wasAmount: was, currency: first.price.currency };
}
