import { useNavigate } from "react-router";
import type { Version } from "../../../core/site/versions.ts";
import { withVersion } from "../../lib/site-paths.ts";
import { translate } from "../../lib/text/text.ts";
import { buttonClassName } from "../../ui/button.tsx";
import { Modal } from "../../ui/modal.tsx";
import "./maximum-saved-items-dialog.css";

interface Props {
  version: Version;
  locale: string;
  productName: string;
  maxItems: number;
  onChoose(choice: "replace" | "cancel" | "goTo"): void;
}

/** spec 002 §4: past the maximum the shopper may replace the oldest saved item, cancel, or go to saved items. */
export function MaximumSavedItemsDialog({ version, locale, productName, maxItems, onChoose }: Props) {
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={() => onChoose("cancel")}
      title={translate(locale, "savedItems.max.title")}
      closeLabel={translate(locale, "savedItems.max.cancel")}
      className="saved-items-full"
    >
      <p className="saved-items-full__body">
        {translate(locale, "savedItems.max.body", { max: maxItems, product: productName })}
      </p>
      <div className="saved-items-full__actions">
        <button
          type="button"
          className={buttonClassName("primary", true)}
          onClick={() => onChoose("replace")}
        >
          {translate(locale, "savedItems.max.replace")}
        </button>
        <button
          type="button"
          className={buttonClassName("secondary", true)}
          onClick={() => onChoose("cancel")}
        >
          {translate(locale, "savedItems.max.cancel")}
        </button>
        <button
          type="button"
          className={buttonClassName("text", true)}
          onClick={() => {
            onChoose("goTo");
            navigate(withVersion(version, "/saved-items"));
          }}
        >
          {translate(locale, "savedItems.max.goTo")}
        </button>
      </div>
    </Modal>
  );
}
