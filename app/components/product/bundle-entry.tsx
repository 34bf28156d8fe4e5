import { bundlePieceField } from "../../../core/cart/bag-form-fields.ts";
import type { BundleEntry as Entry } from "../../../core/catalogue/product-service.ts";
import { productPath } from "../../../core/catalogue/product-url.ts";
import type { Selection } from "../../../core/catalogue/selection.ts";
import { selectGroup } from "../../../core/catalogue/selection.ts";
import { useSite } from "../../lib/use-site.ts";
import { ResponsiveImage } from "../content/responsive-image.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { Price } from "./price.tsx";
import { SizeSelector } from "./size-selector.tsx";
import { StockLabel } from "./stock-label.tsx";
import { SwatchPicker } from "./swatch-picker.tsx";
import "./bundle-entry.css";
import "./product-page.css";

export interface EntryChoice extends Selection {
  swatchCode: string;
}

interface BundleEntryProps {
  entry: Entry;
  choice: EntryChoice;
  onChange: (choice: EntryChoice) => void;
  /** "type" or "size" when the shopper tried to add without choosing (spec 002 "Bundle data load"). */
  missing: "type" | "size" | null;
  undeliverable: boolean;
  /** The bundle's bag form, which this piece's choice posts with. */
  form?: string;
}

/** One piece of a bundle: its picture, colour and size choice, price and stock. */
export function BundleEntryRow({ entry, choice, onChange, missing, undeliverable, form }: BundleEntryProps) {
  const { t, version } = useSite();
  const { product } = entry;
  const swatch = product.swatches.find((s) => s.code === choice.swatchCode) ?? product.swatches[0];
  if (!swatch) return null;
  const variant = swatch.variantOptions.find((v) => v.code === choice.variantCode) ?? null;
  const price = variant?.price ?? swatch.variantOptions[0]?.price ?? null;
  const image = swatch.images[0];
  const headingId = `entry-${entry.position}`;
  const message = missing === "type" ? t("product.chooseYourType") : t("product.chooseYourSize");
  return (
    <article className="bundle-entry" aria-labelledby={headingId}>
      <div className="bundle-entry__image">
        {image && <ResponsiveImage image={{ ...image, alt: "" }} sizes="(min-width: 768px) 160px, 96px" />}
      </div>
      <div>
        <h3 id={headingId} className="bundle-entry__name">
          <SiteLink
            version={version}
            to={productPath({
              code: product.code,
              name: product.name,
              productType: product.productType,
              categoryCode: product.defaultCategory.code,
              swatchCode: swatch.code,
            })}
          >
            {product.name}
          </SiteLink>
        </h3>
        {entry.quantity > 1 && <p className="bundle-entry__quantity">× {entry.quantity}</p>}
        <Price price={price} />
        <SwatchPicker
          swatches={product.swatches}
          activeCode={swatch.code}
          label={`${t("product.chooseColour")}: ${product.name}`}
          onSelect={(swatchCode) => {
            const next = product.swatches.find((s) => s.code === swatchCode);
            const only = next?.isSingleSize ? (next.variantOptions[0]?.code ?? null) : null;
            onChange({ swatchCode, groupCode: null, variantCode: only });
          }}
        />
        <SizeSelector
          swatch={swatch}
          groups={product.groups}
          groupCode={choice.groupCode}
          variantCode={choice.variantCode}
          name={`entry-${entry.position}`}
          form={form}
          variantField={bundlePieceField(entry.position)}
          onGroup={(code) => onChange({ ...choice, ...selectGroup(swatch, choice, code) })}
          onSize={(code) => onChange({ ...choice, variantCode: code })}
          error={missing ? { field: missing, message } : null}
        />
        {variant && <StockLabel variant={variant} />}
        {undeliverable && (
          <p className="field-message field-message--error">{t("stock.unavailableForDelivery")}</p>
        )}
      </div>
    </article>
  );
}
