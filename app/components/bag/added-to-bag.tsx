import { useEffect } from "react";
import { ADDED_TO_BAG_CLOSE_MS, shouldShowBagOverlay } from "../../../core/cart/added-to-bag-rules.ts";
import type { Version } from "../../../core/site/versions.ts";
import { type TextKey, translate } from "../../lib/text/text.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { Modal } from "../../ui/modal.tsx";
import { SiteLink } from "../shell/site-link.tsx";
import { AddedProductLine } from "./added-product-line.tsx";
import { BagPreviewList } from "./bag-preview-list.tsx";
import type { LastAdd } from "./bag-types.ts";
import "./added-to-bag.css";

interface AddedToBagProps {
  version: Version;
  locale: string;
  lastAdd: LastAdd;
  count: number;
  onClose(): void;
}

/**
 * The added-to-bag confirmation (spec 001 §2, §4; 002 §4): a small panel, or the side drawer when the toggle
 * is on. It closes after 3 s, on the close button, a click on the backdrop or Escape; a failed add shows an
 * error box instead.
 */
export function AddedToBag({ version, locale, lastAdd, count, onClose }: AddedToBagProps) {
  const t = (key: TextKey, values?: Record<string, string | number>) => translate(locale, key, values);
  const added = lastAdd.outcome.status === "added";
  // spec 001 §4: after an add, the overlay only for cart-added data and a count above 0 and below 30.
  const visible = added ? shouldShowBagOverlay({ hasCartAddedData: true, count }) : true;

  useEffect(() => {
    if (!visible) {
      onClose();
      return;
    }
    const closeSoon = window.setTimeout(onClose, ADDED_TO_BAG_CLOSE_MS);
    return () => window.clearTimeout(closeSoon);
  }, [visible, onClose]);

  if (!visible) return null;
  const { product } = lastAdd;
  return (
    <Modal
      open
      onClose={onClose}
      title={added ? t("bag.added.title") : t("bag.added.errorTitle")}
      closeLabel={t("bag.added.close")}
      className={`added-to-bag added-to-bag--${lastAdd.display}`}
    >
      {lastAdd.outcome.status === "added" ? (
        <>
          <AddedProductLine product={product} t={t} />
          {lastAdd.display === "sideDrawer" && <BagPreviewList version={version} locale={locale} />}
          <p className="added-to-bag__count">
            {count === 1 ? t("bag.added.bagCountOne") : t("bag.added.bagCount", { count })}
          </p>
          <div className="added-to-bag__actions">
            <SiteLink version={version} to="/bag" className={buttonClassName("primary", true)}>
              {t("bag.added.viewBag")}
            </SiteLink>
            <button type="button" className={buttonClassName("secondary", true)} onClick={onClose}>
              {t("bag.added.continue")}
            </button>
          </div>
        </>
      ) : (
        <InfoBox type="error">{lastAdd.outcome.message}</InfoBox>
      )}
    </Modal>
  );
}
