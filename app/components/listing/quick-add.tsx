import type { ListingCard } from "../../../core/search/listing-card.ts";
import { useSite } from "../../lib/use-site.ts";
import { BagForm, useBagFetcher } from "../bag/bag-form.tsx";
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
 * the listing. Refused here when every size is sold out (addToBagStockError). The size buttons post the
 * bag's form, so a one-size product is added even without JavaScript; choosing among sizes opens a panel,
 * which needs it (docs/forms-and-mutations.md).
 */
export function QuickAdd({ result, expanded, entry, dispatch }: QuickAddProps) {
  const { t } = useSite();
  // From the product's code, unique in a grid, rather than useId: the server's ids (React's) and the browser's
  // (Preact's) differ, and hydration rewrote every card's form id, each in its own task and frame.
  const panelId = `quick-add-sizes-${result.code}`;
  const formId = `quick-add-${result.code}`;
  const status = entry?.status ?? "idle";
  const soldOutSizes = new Set(entry?.soldOutSizes ?? []);
  const sizes = result.sizes.map((s) => ({ ...s, soldOut: s.soldOut || soldOutSizes.has(s.code) }));
  const allSoldOut = sizes.length === 0 || sizes.every((s) => s.soldOut);
  const single = sizes.length === 1;

  const fetcher = useBagFetcher((answer) => {
    if (answer.status === "added") {
      dispatch({
        type: "set",
        code: result.code,
        entry: { status: "added", soldOutSizes: entry?.soldOutSizes },
      });
      dispatch({ type: "collapse", code: result.code });
      return;
    }
    const { refusedSku } = answer;
    if (answer.status === "outOfStock" && refusedSku) {
      // spec 002 §4: mark the size sold out, or the product out of stock online when it has one size.
      const refused = [...(entry?.soldOutSizes ?? []), refusedSku];
      dispatch({
        type: "set",
        code: result.code,
        entry: single
          ? { status: "outOfStockOnline", message: answer.message, soldOutSizes: refused }
          : { status: "error", message: answer.message, soldOutSizes: refused },
      });
      return;
    }
    dispatch({
      type: "set",
      code: result.code,
      entry: {
        status: "error",
        message: answer.message || t("listing.addToBagSystemError"),
        soldOutSizes: entry?.soldOutSizes,
      },
    });
  });

  /** Before a scripted post: show the card as adding. */
  const adding = () => {
    dispatch({ type: "expand", code: result.code });
    dispatch({
      type: "set",
      code: result.code,
      entry: { status: "loading", soldOutSizes: entry?.soldOutSizes },
    });
    return true;
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
    dispatch(expanded ? { type: "collapse", code: result.code } : { type: "expand", code: result.code });
  };

  const message =
    status === "outOfStockOnline"
      ? t("listing.outOfStockOnline")
      : status === "error"
        ? entry?.message
        : undefined;

  // A one-size product's toggle is itself the add: it posts that size.
  const postsSize = single && !allSoldOut ? sizes[0] : undefined;
  return (
    <div className="quick-add">
      {/* Only while something can post it: a one-size toggle (with or without JavaScript), or the open panel's sizes.
          A form in every folded card made Chrome lay out each card kept out of layout (product-grid.css) as the page
          loaded, one at a time, for its form-filling scan (decision 083). */}
      {(postsSize || (expanded && !single && !allSoldOut)) && (
        <BagForm id={formId} fetcher={fetcher} intent="add" beforeSubmit={adding} />
      )}
      <button
        type={postsSize ? "submit" : "button"}
        form={postsSize ? formId : undefined}
        name={postsSize ? "productSku" : undefined}
        value={postsSize?.code}
        className="quick-add__toggle"
        aria-expanded={single || allSoldOut ? undefined : expanded}
        aria-controls={!single && expanded && !allSoldOut ? panelId : undefined}
        aria-busy={status === "loading" || undefined}
        onClick={
          postsSize
            ? undefined
            : () => {
                if (status !== "loading") open();
              }
        }
      >
        {status === "loading"
          ? t("listing.adding")
          : status === "added"
            ? t("listing.added")
            : expanded && !single
              ? t("listing.closeQuickAdd")
              : t("listing.quickAdd")}
        <span className="visually-hidden">{` – ${result.namenocolor}`}</span>
      </button>
      {expanded && !single && !allSoldOut && (
        <fieldset id={panelId} className="quick-add__sizes">
          <legend className="visually-hidden">
            {t("listing.chooseSize", { product: result.namenocolor })}
          </legend>
          {sizes.map((size) => (
            <button
              key={size.code}
              type="submit"
              form={formId}
              name="productSku"
              value={size.code}
              className="quick-add__size"
              disabled={size.soldOut || status === "loading"}
            >
              {size.soldOut ? t("listing.sizeSoldOut", { size: size.size }) : size.size}
            </button>
          ))}
        </fieldset>
      )}
      <p className="quick-add__message" role="alert">
        {message}
      </p>
    </div>
  );
}
