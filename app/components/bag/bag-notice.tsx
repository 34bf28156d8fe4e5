import { useLocation } from "react-router";
import type { BagNotice as Notice } from "../../../core/cart/bag-answer.ts";
import { type BagPageNotice, isBagPageNotice } from "../../../core/cart/bag-page-answer.ts";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { AddedProductLine } from "./added-product-line.tsx";
import "./bag-notice.css";

/**
 * The bag form's answer after a native post (JavaScript off, or before the page's script ran): the
 * added-to-bag confirmation of spec 001 §4 as part of the page, or the refusal in the spec's wording
 * (spec 001 §8). Shown on the page the shopper was sent back to, and gone once they move on.
 */
export function BagNotice({ notice }: { notice: Notice | BagPageNotice | null }) {
  const { t, version } = useSite();
  const location = useLocation();
  // The bag page shows its own changes' answers itself (app/components/bag/page/bag-page-notice.tsx).
  if (!notice || isBagPageNotice(notice) || notice.path !== `${location.pathname}${location.search}`)
    return null;
  if (notice.status !== "added")
    return (
      <div className="bag-notice">
        <p className="bag-notice__title">{t("bag.added.errorTitle")}</p>
        <InfoBox type="error">{notice.message}</InfoBox>
      </div>
    );
  const { product, totalUnitCount: count } = notice;
  return (
    <div className="bag-notice" role="status">
      <p className="bag-notice__title">{t("bag.added.title")}</p>
      <AddedProductLine product={product} t={t} />
      <p className="added-to-bag__count">
        {count === 1 ? t("bag.added.bagCountOne") : t("bag.added.bagCount", { count })}
      </p>
      <SiteLink version={version} to="/bag" className={buttonClassName("primary", true)}>
        {t("bag.added.viewBag")}
      </SiteLink>
    </div>
  );
}
