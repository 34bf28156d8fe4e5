import { useEffect, useState } from "react";
import type { BagPreview } from "../../../core/cart/bag-preview.ts";
import type { Version } from "../../../core/site/versions.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { translate } from "../../lib/text/text.ts";
import { BagLineDetails } from "./bag-line-details.tsx";
import "./bag-preview-list.css";

/** The bag's lines inside the side drawer, read from the header rollover call after an add. */
export function BagPreviewList({ version, locale }: { version: Version; locale: string }) {
  const [preview, setPreview] = useState<BagPreview | null>(null);
  useEffect(() => {
    let live = true;
    getHttpClient()
      .get<BagPreview>(`/${version}/header/cart/rollover`, { errorHandle: false })
      .then(({ data }) => live && setPreview(data))
      .catch(() => live && setPreview(null));
    return () => {
      live = false;
    };
  }, [version]);

  if (!preview) return <div className="bag-preview bag-preview--loading" aria-hidden="true" />;
  if (preview.isEmptyCart)
    return <p className="bag-preview__empty">{translate(locale, "bag.preview.empty")}</p>;
  return (
    <div className="bag-preview">
      <h3 className="bag-preview__title">{translate(locale, "bag.drawer.title")}</h3>
      <ul className="bag-preview__list">
        {preview.entries.map((entry) => (
          <li key={`${entry.productUrl}-${entry.productSizeCode}`} className="bag-preview__entry">
            <img src={entry.productImageUrl} alt="" width="56" height="70" />
            <BagLineDetails
              name={entry.productBaseName}
              url={entry.productUrl}
              colour={entry.productColourCode}
              size={entry.productSizeCode}
              group={entry.productGroupName}
              className="bag-preview__details"
            >
              <li>{translate(locale, "shell.bag.quantity", { quantity: entry.quantity })}</li>
            </BagLineDetails>
            <span className="bag-preview__price">{entry.basePriceFormattedValue}</span>
          </li>
        ))}
      </ul>
      <p className="bag-preview__total">
        <span>{translate(locale, "bag.drawer.total")}</span>
        <span>{preview.totalPriceFormattedValue}</span>
      </p>
    </div>
  );
}
