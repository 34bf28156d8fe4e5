import type { ProductSwatch } from "../../../core/catalogue/product-types.ts";
import { RouteLink } from "../../lib/route-links/route-link.tsx";
import { useSite } from "../../lib/use-site.ts";
import "./swatch-picker.css";

interface SwatchPickerProps {
  swatches: readonly ProductSwatch[];
  activeCode: string;
  /** The address of a swatch (same page, `swatch` query parameter); links when given. */
  hrefFor?: (swatchCode: string) => string;
  /** Chooses a swatch in place (bundle entries, which share one address); buttons when given. */
  onSelect?: (swatchCode: string) => void;
  /** Names the group for screen readers when several pickers share a page (bundles). */
  label?: string;
}

/**
 * Swatches are links to `?swatch=…` (spec 002 §2), so they work before JavaScript and each
 * colour has its own address; after hydration they switch without reloading the page.
 */
export function SwatchPicker({ swatches, activeCode, hrefFor, onSelect, label }: SwatchPickerProps) {
  const { t } = useSite();
  const active = swatches.find((s) => s.code === activeCode) ?? swatches[0];
  if (!active) return null;
  return (
    <div className="swatches">
      <p className="swatches__label">{t("product.colourLabel", { colour: active.name })}</p>
      {swatches.length > 1 && (
        <ul className="swatches__list" aria-label={label ?? t("product.chooseColour")}>
          {swatches.map((swatch) => (
            <li key={swatch.code}>
              {onSelect || !hrefFor ? (
                <button
                  type="button"
                  className="swatch"
                  aria-pressed={swatch.code === active.code}
                  aria-label={swatch.name}
                  title={swatch.name}
                  onClick={() => onSelect?.(swatch.code)}
                >
                  <span className="swatch__chip" style={{ backgroundColor: swatch.hex }} />
                </button>
              ) : (
                <RouteLink
                  to={hrefFor(swatch.code)}
                  replace
                  preventScrollReset
                  className="swatch"
                  aria-current={swatch.code === active.code ? "true" : undefined}
                  aria-label={swatch.name}
                  title={swatch.name}
                >
                  <span className="swatch__chip" style={{ backgroundColor: swatch.hex }} />
                </RouteLink>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
