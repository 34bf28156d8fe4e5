import { useState } from "react";
import type { PriceSliderData } from "../../../core/search/price-slider.ts";
import { useSite } from "../../lib/use-site.ts";
import { Form } from "../../ui/site-form.tsx";
import { hiddenFields } from "./query-fields.ts";
import { useListingChange } from "./use-listing-change.ts";
import "./price-slider-form.css";
import "../../ui/button.css";

/** spec 002 §5: max at most the maximum price, min at most max. Null when valid. */
function priceRangeError(min: number, max: number, slider: PriceSliderData): "max" | "min" | null {
  if (!Number.isInteger(max) || max > slider.max || max < 0) return "max";
  if (!Number.isInteger(min) || min < 0 || min > max) return "min";
  return null;
}

/**
 * The price slider (spec 002 §3 priceSliderData): two range handles over min…max (top price + 10)
 * with number fields beside them. A GET form, so it works before JavaScript and keeps the state in
 * the address; the other filters travel as hidden fields.
 */
export function PriceSliderForm({
  slider,
  symbol,
  query,
}: {
  slider: PriceSliderData;
  /** From the loader: the first currency formatter a phone builds costs it ~15 ms while hydrating. */
  symbol: string;
  query: string;
}) {
  const { t } = useSite();
  const [low, setLow] = useState(slider.value[0]);
  const [high, setHigh] = useState(slider.value[1]);
  const [touched, setTouched] = useState(false);
  // The other filters are those of the latest listing asked for.
  const { requested } = useListingChange(query);
  const error = touched ? priceRangeError(low, high, slider) : null;
  const key = `${slider.value[0]}-${slider.value[1]}-${slider.max}`;
  return (
    <Form
      method="get"
      className="price-slider"
      key={key}
      preventScrollReset
      onSubmit={(event) => {
        setTouched(true);
        if (priceRangeError(low, high, slider)) event.preventDefault();
      }}
    >
      {hiddenFields(requested, ["priceMin", "priceMax"]).map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
      <div className="price-slider__track">
        <input
          type="range"
          min={slider.min}
          max={slider.max}
          value={Math.min(low, high)}
          aria-label={t("listing.priceMin")}
          onChange={(e) => setLow(Math.min(Number(e.target.value), high))}
        />
        <input
          type="range"
          min={slider.min}
          max={slider.max}
          value={Math.max(high, low)}
          aria-label={t("listing.priceMax")}
          onChange={(e) => setHigh(Math.max(Number(e.target.value), low))}
        />
      </div>
      <div className="price-slider__fields">
        <PriceField
          name="priceMin"
          label={t("listing.priceMin")}
          symbol={symbol}
          max={slider.max}
          value={low}
          invalid={error === "min"}
          onChange={setLow}
        />
        <PriceField
          name="priceMax"
          label={t("listing.priceMax")}
          symbol={symbol}
          max={slider.max}
          value={high}
          invalid={error === "max"}
          onChange={setHigh}
        />
      </div>
      {error && (
        <p id="price-slider-error" className="field-error" role="alert">
          {error === "max" ? t("listing.priceMaxError", { max: slider.max }) : t("listing.priceMinError")}
        </p>
      )}
      <button type="submit" className="ui-button ui-button--secondary price-slider__apply">
        {t("listing.apply")}
      </button>
    </Form>
  );
}

interface PriceFieldProps {
  name: "priceMin" | "priceMax";
  label: string;
  symbol: string;
  max: number;
  value: number;
  invalid: boolean;
  onChange: (value: number) => void;
}

/** One end of the price range as a number field, tied to the shared error message when it is the wrong one. */
function PriceField({ name, label, symbol, max, value, invalid, onChange }: PriceFieldProps) {
  return (
    <label>
      <span>{label}</span>
      <span className="price-slider__input">
        <span aria-hidden="true">{symbol}</span>
        <input
          type="number"
          name={name}
          inputMode="numeric"
          min={0}
          max={max}
          value={value}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? "price-slider-error" : undefined}
          onChange={(e) => onChange(Number(e.target.value))}
        />
      </span>
    </label>
  );
}
