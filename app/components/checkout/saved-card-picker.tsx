import type { SavedCardView } from "../../../core/payments/saved-cards.ts";
import { useSite } from "../../lib/use-site.ts";
import { Button } from "../../ui/button.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

/** The schemes' own names, as printed on the cards (core/payments/card-brands.ts). */
const BRAND_NAMES: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
};

/**
 * spec 001 §3 savedCards and currentSelectedCardIndex: a signed-in customer pays with a saved card (the hosted page
 * then asks only for its security code) or a new one. An expired card is shown but cannot be chosen.
 */
export function SavedCardPicker({
  cards,
  selectedId,
  busy,
}: {
  cards: readonly SavedCardView[];
  selectedId: string | null;
  busy: boolean;
}) {
  const { t } = useSite();
  return (
    <CheckoutForm intent="choose-card" className="saved-cards">
      <fieldset className="checkout-choices">
        <legend className="checkout-fields__legend">{t("checkout.payment.savedCards")}</legend>
        {cards.map((card) => (
          <label
            key={card.id}
            className={`checkout-choice${card.expired ? " checkout-choice--disabled" : ""}`}
          >
            <input
              type="radio"
              name="savedCardId"
              value={card.id}
              defaultChecked={card.id === selectedId}
              disabled={card.expired}
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            />
            <span className="checkout-choice__text">
              <span className="checkout-choice__label">
                {t("checkout.payment.savedCard", {
                  brand: BRAND_NAMES[card.brand] ?? card.brand,
                  maskedNumber: card.maskedNumber,
                })}
              </span>
              <span className="checkout-choice__description">
                {card.expired
                  ? t("checkout.payment.savedCardExpired")
                  : t("checkout.payment.savedCardExpires", {
                      expiry: `${String(card.expiryMonth).padStart(2, "0")}/${String(card.expiryYear).slice(-2)}`,
                    })}
              </span>
            </span>
          </label>
        ))}
        <label className="checkout-choice">
          <input
            type="radio"
            name="savedCardId"
            value="new"
            defaultChecked={selectedId === null}
            onChange={(event) => event.currentTarget.form?.requestSubmit()}
          />
          <span className="checkout-choice__text">
            <span className="checkout-choice__label">{t("checkout.payment.newCard")}</span>
          </span>
        </label>
      </fieldset>
      <noscript>
        <Button type="submit" variant="secondary" busy={busy}>
          {t("checkout.payment.useCard")}
        </Button>
      </noscript>
    </CheckoutForm>
  );
}
