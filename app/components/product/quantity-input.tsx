import { checkQuantity, MIN_QUANTITY } from "../../../core/catalogue/quantity.ts";
import { useSite } from "../../lib/use-site.ts";
import "./quantity-input.css";
import "./product-page.css";

interface QuantityInputProps {
  /** The field's id, unique on the page (decision 073: not useId, which hydration would rewrite). */
  id: string;
  value: string;
  max: number;
  onChange: (value: string) => void;
  /** The field's name and form, when it posts with a form that is elsewhere on the page. */
  name?: string;
  form?: string;
}

/** The message of spec 002 §5 "Numbers" for a quantity, or null when it is fine. */
function useQuantityError() {
  const { t } = useSite();
  return (value: string, max: number): string | null => {
    const check = checkQuantity(value, MIN_QUANTITY, max);
    if (check.valid) return null;
    if (check.reason === "notInteger")
      return t("product.quantityNotInteger", { lower: check.nearest[0], upper: check.nearest[1] });
    if (check.reason === "tooLow") return t("product.quantityTooLow", { min: check.min });
    return t("product.quantityTooHigh", { max: check.max });
  };
}

export function QuantityInput({ id, value, max, onChange, name, form }: QuantityInputProps) {
  const { t } = useSite();
  const error = useQuantityError()(value, max);
  const current = Number(value);
  const step = (delta: number) => {
    const base = Number.isInteger(current) ? current : MIN_QUANTITY;
    onChange(String(Math.min(max, Math.max(MIN_QUANTITY, base + delta))));
  };
  return (
    <div className={`quantity${error ? " quantity--invalid" : ""}`}>
      <label htmlFor={id} className="quantity__label">
        {t("product.quantity")}
      </label>
      <div className="quantity__control">
        <button
          type="button"
          className="quantity__step"
          aria-label={t("product.quantityDecrease")}
          aria-controls={id}
          disabled={Number.isInteger(current) && current <= MIN_QUANTITY}
          onClick={() => step(-1)}
        >
          −
        </button>
        <input
          id={id}
          name={name}
          form={form}
          type="number"
          inputMode="numeric"
          min={MIN_QUANTITY}
          max={max}
          step={1}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <button
          type="button"
          className="quantity__step"
          aria-label={t("product.quantityIncrease")}
          aria-controls={id}
          disabled={Number.isInteger(current) && current >= max}
          onClick={() => step(1)}
        >
          +
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-message field-message--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
