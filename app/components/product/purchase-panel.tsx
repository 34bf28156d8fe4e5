import { lazy, Suspense, useState } from "react";
import { lowestPrice } from "../../../core/catalogue/pricing.ts";
import type { ProductDetail, ProductSwatch } from "../../../core/catalogue/product-types.ts";
import { checkQuantity, DEFAULT_QUANTITY, maxQuantityFor } from "../../../core/catalogue/quantity.ts";
import {
  hasSizeChoice,
  initialSelection,
  missingChoice,
  type Selection,
  selectGroup,
} from "../../../core/catalogue/selection.ts";
import { isNotifyMe, isPreOrder, isSoldOut } from "../../../core/catalogue/stock-state.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { BagForm, useBagFetcher } from "../bag/bag-form.tsx";
import { SaveItemButton } from "../saved-items/save-item-button.tsx";
import { type EmailRule, NotifyMeForm } from "./notify-me-form.tsx";
import { Price } from "./price.tsx";
import { QuantityInput } from "./quantity-input.tsx";
import { SizeSelector } from "./size-selector.tsx";
import { StockLabel, useStockText } from "./stock-label.tsx";
import "./product-page.css";
import "./stock-label.css";

// The find-in-store dialog is only needed once asked for: its code loads then, keeping the
// product page's first download small.
const FindInStore = lazy(() =>
  import("../stores/find-in-store.tsx").then((m) => ({ default: m.FindInStore })),
);

interface PurchasePanelProps {
  product: ProductDetail;
  swatch: ProductSwatch;
  /** The group the address names (`…/g/{groupId}`). */
  groupCode: string | null;
  /** The size the address names (`?size={variant code}`), chosen from the start. */
  variantCode?: string | null;
  notifyMeRule: EmailRule | null;
  saveEnabled: boolean;
  /** The inStoreOnlyCountsAsSoldOut toggle (spec 002 §4). */
  inStoreOnlyCountsAsSoldOut?: boolean;
}

/**
 * Size, quantity, stock and the add-to-bag, notify-me and find-in-store actions for one swatch.
 * The page gives it a key per swatch, so switching swatch starts again: quantity 1, nothing added
 * (spec 002 §2 "Switching swatch resets quantity to 1 and clears the added flag").
 */
export function PurchasePanel({
  product,
  swatch,
  groupCode,
  variantCode = null,
  notifyMeRule,
  saveEnabled,
  inStoreOnlyCountsAsSoldOut = false,
}: PurchasePanelProps) {
  const { t } = useSite();
  const stockText = useStockText();
  const [selection, setSelection] = useState<Selection>(() =>
    initialSelection(swatch, groupCode, variantCode),
  );
  const [quantity, setQuantity] = useState(String(DEFAULT_QUANTITY));
  const [choiceError, setChoiceError] = useState<"type" | "size" | null>(null);
  const [added, setAdded] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set());
  // From the product's code, not useId: the server's ids (React's) and the browser's (Preact's) differ, and
  // hydration would rewrite the form's id and every field's form attribute (decision 073). A page has one panel.
  const formId = `purchase-${product.code}`;
  const fetcher = useBagFetcher((answer) => {
    if (answer.status === "added") {
      setAdded(true);
      return;
    }
    setAddError(answer.message);
    // spec 002 §4: a stock refusal marks the size sold out (the product, when it has one size).
    const { refusedSku } = answer;
    if (refusedSku) setRefused((current) => new Set([...current, refusedSku]));
  });
  const busy = fetcher.state !== "idle";
  const [findOpen, setFindOpen] = useState(false);
  const [findRequested, setFindRequested] = useState(false);

  const variant = swatch.variantOptions.find((v) => v.code === selection.variantCode) ?? null;
  const variantRefused = variant ? refused.has(variant.code) : false;
  const effective =
    variant && variantRefused
      ? { ...variant, stockLevelStatus: "outOfStock" as const, stockLevel: 0 }
      : variant;
  const stockStates = swatch.variantOptions.map((v) => ({
    status: refused.has(v.code) ? ("outOfStock" as const) : v.stockLevelStatus,
    notifyMe: v.notifyMe,
  }));
  const soldOut = isSoldOut(stockStates, inStoreOnlyCountsAsSoldOut);
  const notifyMe = isNotifyMe(stockStates);
  const preOrder = isPreOrder(stockStates);
  const variantSoldOut = effective?.stockLevelStatus === "outOfStock";
  const max = maxQuantityFor(effective?.stockLevel ?? 10);
  const shownPrice = variant?.price
    ? { price: variant.price, varies: false }
    : lowestPrice(swatch.variantOptions.map((v) => v.price));

  function choose(next: Selection) {
    setSelection(next);
    setChoiceError(null);
    setAdded(false);
    setAddError(null);
  }

  /** Before a scripted post: a size must be chosen and the quantity valid (spec 002 §5). */
  function readyToAdd(): boolean {
    const missing = missingChoice(swatch, selection);
    if (missing || !variant) {
      setChoiceError(missing ?? "size");
      return false;
    }
    if (!checkQuantity(quantity, 1, max).valid || variantSoldOut) return false;
    setAddError(null);
    return true;
  }

  const choiceMessage =
    choiceError === "type"
      ? t("product.selectType")
      : choiceError === "size"
        ? t("product.selectSize")
        : null;

  return (
    <div className="purchase">
      <BagForm id={formId} fetcher={fetcher} intent="add" beforeSubmit={readyToAdd}>
        {/* One size: nothing to choose, so the form names it. */}
        {swatch.isSingleSize && variant && <input type="hidden" name="productSku" value={variant.code} />}
      </BagForm>
      <Price price={shownPrice.price} from={shownPrice.varies} className="purchase__price" />
      {soldOut && !variant && (
        <p className={`stock-label stock-label--${notifyMe ? "notifyMe" : "soldOut"}`}>
          {t("stock.soldOut")}
        </p>
      )}
      {preOrder && !variant && swatch.variantOptions[0] && (
        <p className="stock-label stock-label--preOrder">{stockText(swatch.variantOptions[0])}</p>
      )}
      <SizeSelector
        swatch={swatch}
        groups={product.groups}
        groupCode={selection.groupCode}
        variantCode={selection.variantCode}
        onGroup={(code) => choose(selectGroup(swatch, selection, code))}
        onSize={(code) => choose({ ...selection, variantCode: code })}
        error={choiceError && choiceMessage ? { field: choiceError, message: choiceMessage } : null}
        soldOutCodes={refused}
        form={formId}
        variantField="productSku"
      />
      <div className="purchase__stock" aria-live="polite">
        {effective && <StockLabel variant={effective} />}
      </div>
      {effective && variantSoldOut && effective.notifyMe ? (
        <NotifyMeForm
          key={effective.code}
          productCode={product.code}
          variantCode={effective.code}
          rule={notifyMeRule}
          sizeChosen={hasSizeChoice(swatch)}
        />
      ) : notifyMe && !variant ? (
        // spec 002 §4: a sold-out product that allows alerts is notify-me as a whole, offered before any choice;
        // the alert covers every size of this colour that takes one.
        <NotifyMeForm
          key={swatch.code}
          productCode={product.code}
          swatchCode={swatch.code}
          rule={notifyMeRule}
          sizeChosen={false}
        />
      ) : (
        <div className="purchase__actions">
          {!variantSoldOut && (
            <QuantityInput
              id={`${formId}-quantity`}
              value={quantity}
              max={max}
              onChange={setQuantity}
              name="quantity"
              form={formId}
            />
          )}
          <div className="purchase__buttons">
            <Button
              className="purchase__add"
              fullWidth
              busy={busy}
              busyLabel={t("product.addingToBag")}
              disabled={variantSoldOut || (soldOut && !notifyMe && !variant)}
              type="submit"
              form={formId}
            >
              {variantSoldOut || (soldOut && !variant)
                ? t("stock.soldOut")
                : effective?.stockLevelStatus === "InStockForBackOrder" || (preOrder && !variant)
                  ? t("product.preOrderAction")
                  : t("product.addToBag")}
            </Button>
            {saveEnabled && (
              <SaveItemButton
                productCode={product.code}
                groupCode={selection.groupCode ?? undefined}
                productName={product.name}
                className="purchase__save"
              />
            )}
          </div>
        </div>
      )}
      <div className="purchase__feedback" aria-live="polite">
        {added && <p className="purchase__added">{t("product.addedToBag")}</p>}
        {addError && (
          <p className="field-message field-message--error" role="alert">
            {addError}
          </p>
        )}
      </div>
      {/* A listing card's "Find in store" links here (`#find-in-store`) when it cannot open the dialog itself. */}
      <Button
        id="find-in-store"
        variant="text"
        className="purchase__find"
        onClick={() => {
          if (!variant) {
            setChoiceError(missingChoice(swatch, selection) ?? "size");
            return;
          }
          setFindRequested(true);
          setFindOpen(true);
        }}
      >
        {t("findInStore.open")}
      </Button>
      {findRequested && variant && (
        <Suspense fallback={null}>
          <FindInStore
            productCode={product.code}
            productName={product.name}
            variant={variant}
            open={findOpen}
            onClose={() => setFindOpen(false)}
          />
        </Suspense>
      )}
    </div>
  );
}
