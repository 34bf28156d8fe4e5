import { useId } from "react";
import { imageUrl } from "../../../core/content/image-url.ts";
import type { ListingCard } from "../../../core/search/listing-card.ts";
import { useSite } from "../../lib/use-site.ts";
import { useBag } from "../bag/bag-context.tsx";
import type { QuickAddAction, QuickAddEntry } from "./quick-add-state.ts";
import "./quick-add.css";

interface QuickAddProps {
  result: ListingCard;
  expanded: boolean;
  entry: QuickAddEntry | undefined;
  dispatch: (action: QuickAddAction) => void;
}

/**
 * Quick add on a listing card (spec 002 §4): choose a size and add it to the bag without leaving
 * the listing. Refused here when every size is sold out (addToBagStockError).
 */
export function QuickAdd({ result, expanded, entry, dispatch }: QuickAddProps) {
  const { t } = useSite();
  const bag = useBag();
  const panelId = useId();
  const status = entry?.status ?? "idle";
  const soldOutSizes = new Set(entry?.soldOutSizes ?? []);
  const sizes = result.sizes.map((s) => ({ ...s, soldOut: s.soldOut || soldOutSizes.has(s.code) }));
  const allSoldOut = sizes.length === 0 || sizes.every((s) => s.soldOut);
  const single = sizes.length === 1;
  const swatch = result.swatches.find((s) => s.active);
  const image = result.images[0];

  const add = async (size: (typeof sizes)[number]) => {
    dispatch({
      type: "set",
      code: result.code,
      entry: { status: "loading", soldOutSizes: entry?.soldOutSizes },
    });
    const outcome = await bag.add({
      productSku: size.code,
      productPrice: result.price.value / 100,
      quantity: 1,
      productSizeCode: size.size,
      productName: result.namenocolor,
      productImageUrl: image ? imageUrl(image.id, 320) : undefined,
      colour: swatch?.name,
      currency: result.price.currencyIso,
    });
    if (outcome.status === "added") {
      dispatch({
        type: "set",
        code: result.code,
        entry: { status: "added", soldOutSizes: entry?.soldOutSizes },
      });
      dispatch({ type: "collapse", code: result.code });
      return;
    }
    if (outcome.status === "outOfStock") {
      // spec 002 §4: mark the size sold out, or the product out of stock online when it has one size.
      const refused = [...(entry?.soldOutSizes ?? []), size.code];
      dispatch({
        type: "set",
        code: result.code,
        entry: single
          ? { status: "outOfStockOnline", message: outcome.message, soldOutSizes: refused }
          : { status: "error", message: outcome.message, soldOutSizes: refused },
      });
      return;
    }
    dispatch({
      type: "set",
      code: result.code,
      entry: {
        status: "error",
        message: outcome.message || t("listing.addToBagSystemError"),
        soldOutSizes: entry?.soldOutSizes,
      },
    });
  };

  const open = () => {
    if (allSoldOut) {
      dispatch({ type: "expand", code: result.code });
      dispatch({
        type: "set",
        code: result.code,
        entry: {
          status: "error",
          message: t("listing.addToBagStockError"),
          soldOutSizes: entry?.soldOutSizes,
        },
      });
      return;
    }
    if (single && sizes[0]) {
      dispatch({ type: "expand", code: result.code });
      void add(sizes[0]);
      return;
    }
    dispatch(expanded ? { type: "collapse", code: result.code } : { type: "expand", code: result.code });
  };

  const message =
    status === "outOfStockOnline"
      ? t("listing.outOfStockOnline")
      : status === "error"
        ? entry?.message
        : undefined;

  return (
    <div className="quick-add">
      <button
        type="button"
        className="quick-add__toggle"
        aria-expanded={single || allSoldOut ? undefined : expanded}
        aria-controls={!single && expanded && !allSoldOut ? panelId : undefined}
        aria-busy={status === "loading" || undefined}
        onClick={() => {
          if (status !== "loading") open();
        }}
      >
        {status === "loading"
          ? t("listing.adding")
          : status === "added"
            ? t("listing.added")
            : expanded && !single
              ? t("listing.closeQuickAdd")
              : t("listing.quickAdd")}
        <span className="visually-hidden"> – {result.namenocolor}</span>
      </button>
      {expanded && !single && !allSoldOut && (
        <fieldset id={panelId} className="quick-add__sizes">
          <legend className="visually-hidden">
            {t("listing.chooseSize", { product: result.namenocolor })}
          </legend>
          {sizes.map((size) => (
            <button
              key={size.code}
              type="button"
              className="quick-add__size"
              disabled={size.soldOut || status === "loading"}
              onClick={() => void add(size)}
            >
              {size.soldOut ? t("listing.sizeSoldOut", { size: size.size }) : size.size}
            </button>
          ))}
        </fieldset>
      )}
      <p className="quick-add__message" role="alert">
        {message ?? ""}
      </p>
    </div>
  );
}
