import { useSite } from "../../../lib/use-site.ts";
import { buttonClassName } from "../../../ui/button.tsx";
import { Icon } from "../../../ui/icon.tsx";
import { bagPagePath } from "./bag-change-form.tsx";
import "./bag-page-state.css";

/**
 * spec 001 §2: on a bag failure the page says the cart could not be shown, with a Try Again action. Try again
 * loads the page afresh (a plain link, so it works before and without the page's script).
 */
export function BagFailure() {
  const { t, version } = useSite();
  return (
    <div className="page bag-page-state bag-page-state--failed">
      <Icon name="warning" size={40} strokeWidth={1} className="bag-page-state__icon" />
      <h1 className="bag-page-state__title">{t("bag.page.failed.title")}</h1>
      <p className="bag-page-state__body">{t("bag.page.failed.body")}</p>
      <a href={bagPagePath(version)} className={buttonClassName("primary")}>
        {t("bag.page.failed.retry")}
      </a>
    </div>
  );
}
