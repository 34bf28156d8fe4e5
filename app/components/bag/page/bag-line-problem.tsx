import type { BagLine } from "../../../../core/cart/bag-view.ts";
import { formatMoney } from "../../../../core/money/money.ts";
import { useSite } from "../../../lib/use-site.ts";
import { InfoBox } from "../../../ui/info-box.tsx";

/**
 * What the shopper must know about a line: why it cannot be bought as it stands (out of
 * stock, only N left, no longer sold: flagged, never silently dropped) and a price change since it was added.
 */
export function BagLineProblem({ line }: { line: BagLine }) {
  const { t, locale } = useSite();
  const { problem, priceChange } = line;
  return (
    <>
      {problem?.kind === "outOfStock" && (
        <InfoBox type="error" className="bag-line__message">
          <p>{t("bag.page.line.outOfStock")}</p>
        </InfoBox>
      )}
      {problem?.kind === "insufficientStock" && (
        <InfoBox type="warning" className="bag-line__message">
          <p>{t("bag.page.line.insufficientStock", { available: problem.available })}</p>
        </InfoBox>
      )}
      {problem?.kind === "noLongerSold" && (
        <InfoBox type="error" className="bag-line__message">
          <p>{t("bag.page.line.noLongerSold")}</p>
        </InfoBox>
      )}
      {priceChange && (
        <InfoBox type="info" className="bag-line__message">
          <p>
            {t("bag.page.line.priceChange", {
              was: formatMoney(priceChange.was, locale),
              now: formatMoney(priceChange.now, locale),
            })}
          </p>
        </InfoBox>
      )}
    </>
  );
}
