import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { useSavedItems } from "./saved-items-context.tsx";
import "./save-item-button.css";

interface SaveItemButtonProps {
  productCode: string;
  groupCode?: string;
  productName: string;
  className?: string;
}

/** The heart toggle on product pages and listing cards (spec 002 §2): pressed when the product is saved. */
export function SaveItemButton({ productCode, groupCode, productName, className }: SaveItemButtonProps) {
  const { t } = useSite();
  const saved = useSavedItems();
  const isSaved = saved.isSaved(productCode);
  const busy = saved.isPending(productCode);
  return (
    <button
      type="button"
      className={`save-item${isSaved ? " save-item--saved" : ""}${className ? ` ${className}` : ""}`}
      aria-pressed={isSaved}
      aria-busy={busy || undefined}
      aria-label={t("savedItems.save", { product: productName })}
      onClick={() => {
        // Ignored while a change is on its way; not disabled, so keyboard focus stays on the button.
        if (busy) return;
        if (isSaved) void saved.remove(productCode);
        else void saved.save({ productCode, groupCode, productName });
      }}
    >
      <Icon name="heart" size={22} className="save-item__icon" />
    </button>
  );
}
