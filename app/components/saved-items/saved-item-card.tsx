import { useId, useState } from "react";
import type { SavedItemView } from "../../../core/wishlist/saved-item-view.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { useBag } from "../bag/bag-context.tsx";
import { useSavedItems } from "./saved-items-context.tsx";
import "./saved-item-card.css";

interface SavedItemCardProps {
  entry: SavedItemView;
  currency: string;
  onRemoved(): void;
}

/** One saved item on the saved-items page: image, name, price, link, size, add to bag and remove. */
export function SavedItemCard({ entry, currency, onRemoved }: SavedItemCardProps) {
  const { t } = useSite();
  const bag = useBag();
  const saved = useSavedItems();
  const sizeId = useId();
  const firstAddable = entry.sizes.find((s) => s.addable) ?? entry.sizes[0];
  const [sizeCode, setSizeCode] = useState(firstAddable?.code ?? "");
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState(false);
  const size = entry.sizes.find((s) => s.code === sizeCode);
  const soldOut = entry.sizes.length > 0 && entry.sizes.every((s) => !s.addable);

  async function addToBag() {
    if (!size?.price) return;
    setAdding(true);
    await bag.add({
      productSku: size.code,
      productPrice: size.price.value,
      quantity: 1,
      productSizeCode: size.size,
      productName: entry.name,
      productImageUrl: entry.imageUrl || undefined,
      colour: entry.colour || undefined,
      currency,
    });
    setAdding(false);
  }

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
          <select id={sizeId} value={sizeCode} onChange={(event) => setSizeCode(event.target.value)}>
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
          <Button
            variant="primary"
            fullWidth
            busy={adding}
            busyLabel={t("savedItems.loading")}
            disabled={soldOut || !size?.addable}
            aria-label={soldOut ? undefined : t("savedItems.addToBagNamed", { product: entry.name })}
            onClick={addToBag}
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
