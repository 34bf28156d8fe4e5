import { useEffect, useState } from "react";
import type { ListingCard } from "../../../core/search/listing-card.ts";
import { useSite } from "../../lib/use-site.ts";
import { Modal } from "../../ui/modal.tsx";
import { FindInStore } from "../stores/find-in-store.tsx";
import { fetchStoreStockBySize } from "./store-stock-by-size-request.ts";

// Loaded only once a shopper asks to find a card's product in store (find-in-store-link.tsx): the listing's first
// download carries none of this, nor the product page's find-in-store dialog it opens.

interface ListingFindInStoreProps {
  product: Pick<ListingCard, "code" | "namenocolor" | "sizes">;
  /** The dialogs are closed: the card takes focus back and forgets the request. */
  onClose: () => void;
  /** The sizes' store stock could not be read: the card shows findStockInStoreSystemError. */
  onFailure: () => void;
}

type Step =
  | { kind: "loading" }
  | { kind: "choose"; inStores: Map<string, boolean> }
  | { kind: "find"; variant: { code: string; size: string } };

/**
 * Find stock in store from a listing card (spec 002 §2): the shop stock of each size (products/fsis), a size to
 * choose when there are several, then the product page's own find-in-store dialog for that size.
 */
export function ListingFindInStore({ product, onClose, onFailure }: ListingFindInStoreProps) {
  const { t, version } = useSite();
  const [step, setStep] = useState<Step>({ kind: "loading" });

  useEffect(() => {
    let current = true;
    fetchStoreStockBySize(version, product.code).then(
      (inStores) => {
        if (!current) return;
        const only = product.sizes.length === 1 ? product.sizes[0] : undefined;
        setStep(
          only
            ? { kind: "find", variant: { code: only.code, size: only.size } }
            : { kind: "choose", inStores },
        );
      },
      () => {
        if (current) onFailure();
      },
    );
    return () => {
      current = false;
    };
  }, [version, product.code, product.sizes, onFailure]);

  if (step.kind === "loading") return null;
  if (step.kind === "find")
    return (
      <FindInStore
        productCode={product.code}
        productName={product.namenocolor}
        variant={step.variant}
        open
        onClose={onClose}
      />
    );
  const anywhere = product.sizes.some((size) => step.inStores.get(size.code));
  return (
    <Modal open onClose={onClose} title={t("findInStore.title")} className="listing-find-in-store">
      {anywhere ? (
        <fieldset className="listing-find-in-store__sizes">
          <legend>{t("listing.findInStoreChooseSize", { product: product.namenocolor })}</legend>
          {product.sizes.map((size) => {
            const inStores = step.inStores.get(size.code) === true;
            return (
              <button
                key={size.code}
                type="button"
                className="quick-add__size"
                disabled={!inStores}
                onClick={() => setStep({ kind: "find", variant: { code: size.code, size: size.size } })}
              >
                {inStores ? size.size : t("listing.findInStoreNotInStores", { size: size.size })}
              </button>
            );
          })}
        </fieldset>
      ) : (
        <p className="listing-find-in-store__message">{t("listing.findInStoreNowhere")}</p>
      )}
    </Modal>
  );
}
