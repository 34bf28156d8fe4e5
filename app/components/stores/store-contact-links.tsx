import type { Store } from "../../../core/stores/store-directory.ts";
import { useSite } from "../../lib/use-site.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { directionsHref, telHref, whatsappHref } from "./store-display.ts";

/** Call, message and find the way to a store: plain links that work without JavaScript. */
export function StoreContactLinks({ store }: { store: Store }) {
  const { t } = useSite();
  return (
    <ul className="store-contact">
      <li>
        <span className="store-contact__label">{t("stores.phone")}</span>{" "}
        <a className="store-contact__link" href={telHref(store.phone)}>
          {store.phone}
        </a>
      </li>
      {store.whatsapp && (
        <li>
          <span className="store-contact__label">{t("stores.whatsapp")}</span>{" "}
          <a
            className="store-contact__link"
            href={whatsappHref(store.whatsapp)}
            rel="noopener"
            aria-label={t("stores.whatsappLabel", { store: store.name, number: store.whatsapp })}
          >
            {store.whatsapp}
          </a>
        </li>
      )}
      <li className="store-contact__directions">
        <a
          className={buttonClassName("secondary", false, "store-contact__button")}
          href={directionsHref(store)}
          rel="noopener"
          aria-label={t("stores.directionsLabel", { store: store.name })}
        >
          {t("stores.directions")}
        </a>
      </li>
    </ul>
  );
}
