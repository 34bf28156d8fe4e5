import { useId, useState } from "react";
import type { SavedItemView } from "../../../core/wishlist/saved-item-view.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { BagForm, useBagFetcher } from "../bag/bag-form.tsx";
import { useSavedItems } from "./saved-items-context.tsx";
import "./saved-item-card.css";

interface SavedItemCardProps {
  entry: SavedItemView;
  onRemoved(): void;
}

/**
 * One saved item on the saved-items page: image, name, price, link, size, add to bag and remove. Add to bag is
 * the bag's own form (docs/forms-and-mutations.md), as on the product page: the size choice posts `productSku`.
 */
export function SavedItemCard({ entry, onRemoved }: SavedItemCardProps) {
  const { t } = useSite();
  const fetcher = useBagFetcher();
  const saved = useSavedItems();
  const sizeId = useId();
  const formId = useId();
  const firstAddable = entry.sizes.find((s) => s.addable) ?? entry.sizes[0];
  const [sizeCode, setSizeCode] = useState(firstAddable?.code ?? "");
  const [removing, setRemoving] = useState(false);
  const size = entry.sizes.find((s) => s.code === sizeCode);
  const soldOut = entry.sizes.length > 0 && entry.sizes.every((s) => !s.addable);

  const adding = fetcher.state === "submitting";
  const single = entry.sizes.length === 1 ? entry.sizes[0] : undefined;

  async function remove() {
    setRemoving(true);
    const done = await saved.remove(entry.code);
    setRemoving(false);
    if (done) onRemoved();
  }

  return (
    <article className="saved-item" aria-busy={adding || removing || undefined}>
      {/* The name's link stretches over the image (CSS), so the picture opens the product without a second link. */}
      <div className="saved-item__image">
        {entry.imageUrl && <img src={entry.imageUrl} alt="" width="480" height="600" loading="lazy" />}
      </div>
      <div className="saved-item__details">
        <h2 className="saved-item__name">
          {entry.available ? (
            <a href={entry.productUrl} className="saved-item__link">
              {entry.name}
            </a>
          ) : (
            entry.name
          )}
        </h2>
        {entry.colour && <p className="saved-item__colour">{entry.colour}</p>}
        <p className="saved-item__price">
          {entry.available
            ? (size?.price?.formattedValue ?? entry.priceFormattedValue)
            : t("savedItems.unavailable")}
        </p>
      </div>
      {entry.available && entry.sizes.length === 1 && (
        // Same height as the size choice, so every card's buttons line up.
        <p className="saved-item__size saved-item__size--single">
          {t("savedItems.sizeLabel", { size: entry.sizes[0]?.size ?? "" })}
        </p>
      )}
      {entry.available && entry.sizes.length > 1 && (
        <div className="saved-item__size">
          <label htmlFor={sizeId} className="visually-hidden">
            {t("savedItems.sizeFor", { product: entry.name })}
          </label>
          <select
            id={sizeId}
            form={formId}
            name="productSku"
            value={sizeCode}
            onChange={(event) => setSizeCode(event.target.value)}
          >
            {entry.sizes.map((option) => (
              <option key={option.code} value={option.code} disabled={!option.addable}>
                {option.addable ? option.size : t("savedItems.soldOutOption", { size: option.size })}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="saved-item__actions">
        {entry.available && (
          <BagForm id={formId} fetcher={fetcher} intent="add">
            {single && <input type="hidden" name="productSku" value={single.code} />}
          </BagForm>
        )}
        {entry.available && (
          <Button
            type="submit"
            form={formId}
            variant="primary"
            fullWidth
            busy={adding}
            busyLabel={t("savedItems.loading")}
            disabled={soldOut || !size?.addable}
            aria-label={soldOut ? undefined : t("savedItems.addToBagNamed", { product: entry.name })}
          >
            {soldOut ? t("savedItems.soldOut") : t("savedItems.addToBag")}
          </Button>
        )}
        <Button
          variant="text"
          busy={removing}
          busyLabel={t("savedItems.loading")}
          aria-label={t("savedItems.remove", { product: entry.name })}
          onClick={remove}
        >
          {t("savedItems.removeShort")}
        </Button>
      </div>
    </article>
  );
}
