import { useId } from "react";
import { offeredGroups } from "../../../core/catalogue/group-choice.ts";
import type { ProductGroup, ProductSwatch, VariantOption } from "../../../core/catalogue/product-types.ts";
import { variantsInGroup } from "../../../core/catalogue/variant-shape.ts";
import { useSite } from "../../lib/use-site.ts";
import "./size-selector.css";
import "./product-page.css";

interface SizeSelectorProps {
  swatch: ProductSwatch;
  groups: readonly ProductGroup[];
  groupCode: string | null;
  variantCode: string | null;
  onGroup: (groupCode: string) => void;
  onSize: (variantCode: string) => void;
  /** The "Please select…" message, shown under the choice that is missing. */
  error: { field: "type" | "size"; message: string } | null;
  /** Sizes the bag just refused for stock, shown sold out until the page reloads. */
  soldOutCodes?: ReadonlySet<string>;
  /** Distinguishes the radio groups when several products share a page (bundles). */
  name?: string;
  /** The form the choice posts with, and the field that carries the chosen variant's code. */
  form?: string;
  variantField?: string;
}

function isUnavailable(variant: VariantOption, soldOut?: ReadonlySet<string>): boolean {
  return variant.stockLevelStatus === "outOfStock" || Boolean(soldOut?.has(variant.code));
}

/**
 * Type (group) and size choices for every variant shape of spec 002 §3: nothing to choose for a
 * single size; types only for single size with groups; sizes only for size variants; a type then
 * its sizes for group variants. Native radios, so arrow keys and forms behave as expected.
 */
export function SizeSelector({
  swatch,
  groups,
  groupCode,
  variantCode,
  onGroup,
  onSize,
  error,
  soldOutCodes,
  name,
  form,
  variantField,
}: SizeSelectorProps) {
  const { t } = useSite();
  const id = useId();
  const radioName = name ?? id;
  const grouped = swatch.isGroupVariants || swatch.isSingleSizeWithGroups;
  const swatchGroups = offeredGroups(groups, swatch.variantOptions);
  const sizes =
    swatch.isSizeVariants || swatch.isGroupVariants ? variantsInGroup(swatch.variantOptions, groupCode) : [];
  return (
    <div className="size-selector">
      {grouped && swatchGroups.length > 0 && (
        <fieldset
          className="choice"
          aria-describedby={error?.field === "type" ? `${id}-type-error` : undefined}
        >
          <legend className="choice__legend">{t("product.typeLabel")}</legend>
          <div className="choice__options">
            {swatchGroups.map((group) => {
              // Single size with groups: each type is one sellable variant.
              const variant = swatch.isSingleSizeWithGroups
                ? swatch.variantOptions.find((v) => v.groupCode === group.code)
                : undefined;
              const unavailable = variant ? isUnavailable(variant, soldOutCodes) : false;
              return (
                <label key={group.code} className={`pill${unavailable ? " pill--unavailable" : ""}`}>
                  <input
                    type="radio"
                    // A type that is itself the variant posts its code; a type that narrows the sizes does not.
                    name={variant && variantField ? variantField : `${radioName}-type`}
                    value={variant && variantField ? variant.code : group.code}
                    form={variant ? form : undefined}
                    checked={groupCode === group.code}
                    // Choosing the type also chooses its one size (selectGroup in core/catalogue/selection.ts).
                    onChange={() => onGroup(group.code)}
                  />
                  <span>
                    {group.name}
                    {unavailable && <span className="visually-hidden">{` – ${t("stock.soldOut")}`}</span>}
                  </span>
                </label>
              );
            })}
          </div>
          {error?.field === "type" && (
            <p id={`${id}-type-error`} className="field-message field-message--error" role="alert">
              {error.message}
            </p>
          )}
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset
          className="choice"
          aria-describedby={error?.field === "size" ? `${id}-size-error` : undefined}
        >
          <legend className="choice__legend">{t("product.sizeLabel")}</legend>
          <div className="choice__options">
            {sizes.map((variant) => {
              const unavailable = isUnavailable(variant, soldOutCodes);
              return (
                <label key={variant.code} className={`pill${unavailable ? " pill--unavailable" : ""}`}>
                  <input
                    type="radio"
                    name={variantField ?? `${radioName}-size`}
                    value={variant.code}
                    form={form}
                    checked={variantCode === variant.code}
                    onChange={() => onSize(variant.code)}
                  />
                  <span>
                    {variant.size}
                    {unavailable && <span className="visually-hidden">{` – ${t("stock.soldOut")}`}</span>}
                  </span>
                </label>
              );
            })}
          </div>
          {error?.field === "size" && (
            <p id={`${id}-size-error`} className="field-message field-message--error" role="alert">
              {error.message}
            </p>
          )}
        </fieldset>
      )}
      {grouped && groupCode === null && swatch.isGroupVariants && (
        <p className="size-selector__hint">{t("product.chooseType")}</p>
      )}
    </div>
  );
}
