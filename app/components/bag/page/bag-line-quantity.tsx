import { useEffect, useState } from "react";
import type { BagLine } from "../../../../core/cart/bag-view.ts";
import { useSite } from "../../../lib/use-site.ts";
import { buttonClassName } from "../../../ui/button.tsx";
import { useSelectCommit } from "../../../ui/select-commit.ts";
import { useHydrated } from "../../shell/use-hydrated.ts";
import { type BagPageFetcher, BagPageForm } from "./bag-change-form.tsx";
import "./bag-line-quantity.css";

/**
 * The line's quantity, 1 to what it may hold now (spec 001 §4: keyed by the entry number). Without
 * JavaScript the Update button posts it; with JavaScript a chosen quantity posts itself and the button goes: a
 * pointer's choice at once, a keyboard's on Enter or on leaving the field, never at each arrow step (WCAG 3.2.2).
 * A line that cannot be bought (maxQuantity 0) shows its quantity only: removing it is the way on.
 */
export function BagLineQuantity({ line, fetcher }: { line: BagLine; fetcher: BagPageFetcher }) {
  const { t } = useSite();
  const hydrated = useHydrated();
  const id = `bag-line-${line.entryNumber}-quantity`; // not useId, which hydration would rewrite (decision 073)
  const [value, setValue] = useState(String(line.quantity));
  const settled = fetcher.state === "idle";
  const commitHandlers = useSelectCommit(setValue, (select) => {
    if (hydrated && select.value !== String(line.quantity)) select.form?.requestSubmit();
  });
  // The server's quantity is the truth: once a change is answered (a refused one too) the select shows it.
  useEffect(() => {
    if (settled) setValue(String(line.quantity));
  }, [settled, line.quantity]);
  // A gift card is one card per line (each its own recipient): its quantity is fixed too.
  if (line.maxQuantity < 1 || line.giftCard)
    return (
      <p className="bag-quantity__fixed">{t("bag.page.line.quantityFixed", { quantity: line.quantity })}</p>
    );
  const options = Array.from({ length: Math.max(line.maxQuantity, line.quantity) }, (_, index) => index + 1);
  return (
    <BagPageForm fetcher={fetcher} intent="update-quantity" className="bag-quantity">
      <input type="hidden" name="entryNumber" value={line.entryNumber} />
      <label htmlFor={id} className="bag-quantity__label">
        {t("bag.page.line.quantity")}
        <span className="visually-hidden">{` ${t("bag.page.line.quantityFor", { product: line.name })}`}</span>
      </label>
      <select id={id} name="quantity" value={value} className="bag-quantity__select" {...commitHandlers}>
        {options.map((quantity) => (
          // More than stock allows now stays visible as the line's quantity, but cannot be chosen again.
          <option key={quantity} value={quantity} disabled={quantity > line.maxQuantity}>
            {quantity}
          </option>
        ))}
      </select>
      {!hydrated && (
        <button type="submit" className={buttonClassName("secondary", false, "bag-quantity__update")}>
          {t("bag.page.line.update")}
          <span className="visually-hidden">{` ${line.name}`}</span>
        </button>
      )}
    </BagPageForm>
  );
}
