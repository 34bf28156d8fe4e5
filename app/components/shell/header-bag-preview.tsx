import { useEffect, useState } from "react";
import type { BagPreview } from "../../../core/cart/bag-preview.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { useSite } from "../../lib/use-site.ts";
import { Spinner } from "../../ui/spinner.tsx";
import { BagLineDetails } from "../bag/bag-line-details.tsx";
import { SiteLink } from "./site-link.tsx";
import "./header-bag-preview.css";

/** spec 000 §7 / 001 §7: the bag preview data, read each time the preview opens so it is never stale. */
const BAG_ROLLOVER_PATH = "/header/cart/rollover";

type PreviewState = { status: "loading" } | { status: "failed" } | { status: "ready"; preview: BagPreview };

/** The bag preview flyover (spec 000 "Header"): the bag's lines and total, or the empty-bag message. */
export function HeaderBagPreview() {
  const { version, t } = useSite();
  const [state, setState] = useState<PreviewState>({ status: "loading" });
  useEffect(() => {
    let live = true;
    getHttpClient()
      .get<BagPreview>(BAG_ROLLOVER_PATH, { errorHandle: false })
      .then(({ data }) => live && setState({ status: "ready", preview: data }))
      .catch(() => live && setState({ status: "failed" }));
    return () => {
      live = false;
    };
  }, []);

  return (
    <div className="bag-flyover">
      {state.status === "loading" && (
        <Spinner size={28} label={t("shell.bag.loading")} className="bag-flyover__spinner" />
      )}
      {state.status === "failed" && (
        <>
          <p className="bag-flyover__message">{t("shell.bag.failed")}</p>
          <SiteLink version={version} to="/bag" className="button button--full">
            {t("shell.bag.view")}
          </SiteLink>
        </>
      )}
      {state.status === "ready" &&
        (state.preview.isEmptyCart || state.preview.entries.length === 0 ? (
          <>
            <p className="bag-flyover__heading">{t("shell.bag.empty")}</p>
            <p className="bag-flyover__message">{t("shell.bag.emptyCopy")}</p>
            <SiteLink version={version} to="/" className="button button--full">
              {t("shell.bag.continue")}
            </SiteLink>
          </>
        ) : (
          <>
            <ul className="bag-flyover__entries">
              {state.preview.entries.map((entry, index) => (
                <li
                  key={`${entry.productUrl}-${entry.productSizeCode}-${index}`}
                  className="bag-flyover__entry"
                >
                  <img src={entry.productImageUrl} alt="" width={64} height={80} loading="lazy" />
                  <BagLineDetails
                    name={entry.productBaseName}
                    url={entry.productUrl}
                    colour={entry.productColourCode}
                    size={entry.productSizeCode}
                    group={entry.productGroupName}
                    className="bag-flyover__details"
                  >
                    <li>{t("shell.bag.quantity", { quantity: entry.quantity })}</li>
                  </BagLineDetails>
                  <span className="bag-flyover__price">{entry.basePriceFormattedValue}</span>
                </li>
              ))}
            </ul>
            <p className="bag-flyover__total">
              <span>{t("shell.bag.total")}</span>
              <span>{state.preview.totalPriceFormattedValue}</span>
            </p>
            <SiteLink version={version} to="/bag" className="button button--full">
              {t("shell.bag.view")}
            </SiteLink>
          </>
        ))}
    </div>
  );
}
