import { useLocation } from "react-router";
import type { BagNotice as Notice } from "../../../core/cart/bag-answer.ts";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import "./bag-notice.css";

/**
 * The bag form's answer after a native post (JavaScript off, or before the page's script ran): the
 * added-to-bag confirmation of spec 001 §4 as part of the page, or the refusal in the spec's wording
 * (spec 001 §8). Shown on the page the shopper was sent back to, and gone once they move on.
 */
export function BagNotice({ notice }: { notice: Notice | null }) {
  const { t, version } = useSite();
  const location = useLocation();
  if (!notice || notice.path !== `${location.pathname}${location.search}`) return null;
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
      <div className="added-to-bag__product">
        {product.imageUrl ? (
          <img src={product.imageUrl} alt="" width="88" height="110" className="added-to-bag__image" />
        ) : (
          <span className="added-to-bag__image added-to-bag__image--blank" aria-hidden="true" />
        )}
        <div>
          <p className="added-to-bag__name">{product.name}</p>
          <ul className="added-to-bag__facts">
            {product.colour && <li>{t("bag.added.colour", { colour: product.colour })}</li>}
            {product.size && <li>{t("bag.added.size", { size: product.size })}</li>}
            <li>{t("bag.added.quantity", { quantity: product.quantity })}</li>
          </ul>
        </div>
      </div>
      <p className="added-to-bag__count">
        {count === 1 ? t("bag.added.bagCountOne") : t("bag.added.bagCount", { count })}
      </p>
      <SiteLink version={version} to="/bag" className={buttonClassName("primary", true)}>
        {t("bag.added.viewBag")}
      </SiteLink>
    </div>
  );
}
