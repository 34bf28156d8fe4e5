import type { CheckoutTotals } from "../../../core/checkout/checkout-totals.ts";
import { formatMoney, money } from "../../../core/money/money.ts";
import type { PaymentIcon } from "../../../core/site/country-payment-icons.ts";
import { useSite } from "../../lib/use-site.ts";
import type { PaymentFailure, PaymentStepData } from "../../routes/checkout-payment.server.ts";
import { Button } from "../../ui/button.tsx";
import { InputField } from "../../ui/input-field.tsx";
import { PaymentIcons } from "../shell/footer-payment-icons.tsx";
import { CardPaymentFrame } from "./card-payment-frame.tsx";
import { CheckoutForm } from "./checkout-form.tsx";
import { amountDue } from "./payment-amount.ts";
import { SavedCardPicker } from "./saved-card-picker.tsx";

interface PaymentSectionProps {
  totals: CheckoutTotals;
  icons: readonly PaymentIcon[];
  payment: PaymentStepData | null;
  /** The refusal of a payment form just posted, shown where it happened. */
  failure: PaymentFailure | null;
  /** The intent being submitted, for the buttons' busy state. */
  submitting: string;
}

import { WalletButtons } from "../payments/wallet-buttons.tsx";
import { PayPalOption } from "./paypal-option.tsx";

/**
 * The payment step: gift cards first (UK, pounds only), then what is left by card in the acquirer's
 * hosted page, or a Place order button when the gift cards pay it all. Every control is a native form.
 */
export function PaymentSection({ totals, icons, payment, failure, submitting }: PaymentSectionProps) {
  const { t, locale } = useSite();
  const format = (amount: number) => formatMoney(money(amount, totals.total.currency), locale);
  const failed = (intent: PaymentFailure["intent"]) => (failure?.intent === intent ? failure : null);
  const due = amountDue(totals.total, payment);
  return (
    <div className="checkout-payment">
      <p className="checkout-payment__amount">
        <span>{t(due.label)}</span>
        {due.amount && <strong>{formatMoney(due.amount, locale)}</strong>}
      </p>
      {payment?.acceptsGiftCards && (
        <GiftCardPayments payment={payment} format={format} failure={failure} submitting={submitting} />
      )}
      {payment && payment.amountToPay === 0 && (
        <CheckoutForm
          intent="place-order"
          className="checkout-payment__place"
          labelledBy="checkout-payment-heading"
        >
          {payment.giftCards.length > 0 && (
            <p className="checkout-payment__note">{t("checkout.payment.giftCardsPayAll")}</p>
          )}
          <input type="hidden" name="attemptId" value={payment.placeAttemptId} />
          {failed("place-order") && (
            <p role="alert" className="checkout-payment__error">
              {failed("place-order")?.message}
            </p>
          )}
          <Button
            type="submit"
            busy={submitting === "place-order"}
            busyLabel={t("checkout.payment.placing")}
            className="checkout-form__submit"
          >
            {t("checkout.payment.placeOrder")}
          </Button>
        </CheckoutForm>
      )}
      {payment && payment.amountToPay > 0 && (
        <div className="checkout-payment__card">
          <h3 className="checkout-subheading">{t("checkout.payment.card")}</h3>
          {payment.giftCards.length > 0 && (
            <p className="checkout-payment__left">
              {t("checkout.payment.leftToPay", { amount: format(payment.amountToPay) })}
            </p>
          )}
          {failed("authorise-order") && (
            <p role="alert" className="checkout-payment__error" id="card-payment-error">
              {failed("authorise-order")?.message}
            </p>
          )}
          {payment.savedCards.length > 0 && (
            <SavedCardPicker
              // A new choice starts the picker again from the server's answer.
              key={payment.selectedSavedCardId ?? "new"}
              cards={payment.savedCards}
              selectedId={payment.selectedSavedCardId}
              busy={submitting === "choose-card"}
            />
          )}
          {payment.canSaveCard && payment.selectedSavedCardId === null && (
            <SaveCardChoice saveCard={payment.saveCard} busy={submitting === "save-card"} />
          )}
          {payment.card ? (
            <CardPaymentFrame
              attemptId={payment.card.attemptId}
              hostedUrl={payment.card.hostedUrl}
              hostedOrigin={payment.card.hostedOrigin}
            />
          ) : payment.cardUnavailable ? (
            <p role="alert" className="checkout-payment__error">
              {t("checkout.payment.cardUnavailable")}
            </p>
          ) : null}
        </div>
      )}
      {payment && payment.amountToPay > 0 && (
        <div className="checkout-payment__others">
          {payment.wallets && <WalletButtons settings={payment.wallets} />}
          <PayPalOption />
        </div>
      )}
      <p className="checkout-payment__accepts">{t("checkout.payment.accepts")}</p>
      <PaymentIcons icons={icons} label={t("checkout.payment.accepts")} className="checkout-payment__icons" />
    </div>
  );
}

function GiftCardPayments({
  payment,
  format,
  failure,
  submitting,
}: {
  payment: PaymentStepData;
  format: (amount: number) => string;
  failure: PaymentFailure | null;
  submitting: string;
}) {
  const { t } = useSite();
  const redeemFailure = failure?.intent === "gift-card-redeem" ? failure : null;
  const removeFailure = failure?.intent === "gift-card-remove" ? failure : null;
  return (
    <div className="checkout-payment__gift-cards">
      <h3 className="checkout-subheading" id="gift-card-heading">
        {t("checkout.payment.giftCards")}
      </h3>
      {payment.giftCards.length > 0 && (
        <ul className="checkout-payment__applied" aria-label={t("checkout.payment.giftCardsApplied")}>
          {payment.giftCards.map((card) => (
            <li key={card.giftCardId} className="checkout-payment__applied-card">
              <span>
                {t("checkout.payment.giftCardEnding", { lastFour: card.lastFour })}
                <span className="checkout-payment__balance">
                  {t("checkout.payment.giftCardBalance", { amount: format(card.remainingBalance) })}
                </span>
              </span>
              <strong>−{format(card.amount)}</strong>
              <CheckoutForm intent="gift-card-remove" className="checkout-payment__remove">
                <input type="hidden" name="giftCardId" value={card.giftCardId} />
                <Button type="submit" variant="text" busy={submitting === "gift-card-remove"}>
                  {t("checkout.payment.giftCardRemove")}
                  <span className="visually-hidden">
                    {" "}
                    {t("checkout.payment.giftCardEnding", { lastFour: card.lastFour })}
                  </span>
                </Button>
              </CheckoutForm>
            </li>
          ))}
        </ul>
      )}
      {removeFailure && (
        <p role="alert" className="checkout-payment__error">
          {removeFailure.message}
        </p>
      )}
      {payment.amountToPay > 0 && (
        <CheckoutForm
          // A card applied empties the field for the next one: the form starts again with each card on the order.
          key={payment.giftCards.length}
          intent="gift-card-redeem"
          className="checkout-payment__redeem"
          labelledBy="gift-card-heading"
        >
          <InputField
            label={t("checkout.payment.giftCardNumber")}
            info={t("checkout.payment.giftCardHint")}
            id="gift-card-code"
            fieldName="giftCardCode"
            required
            autoComplete="off"
            defaultValue={redeemFailure?.values.giftCardCode ?? ""}
            errorMessage={
              redeemFailure?.errors.giftCardCode ?? (redeemFailure ? redeemFailure.message : null)
            }
            maxLength={40}
          />
          <Button
            type="submit"
            variant="secondary"
            busy={submitting === "gift-card-redeem"}
            busyLabel={t("checkout.saving")}
            className="checkout-payment__apply"
          >
            {t("checkout.payment.giftCardApply")}
          </Button>
        </CheckoutForm>
      )}
    </div>
  );
}

/** spec 001 §3 saveCardPayment, on by default; a change offers the card page again with the new choice. */
function SaveCardChoice({ saveCard, busy }: { saveCard: boolean; busy: boolean }) {
  const { t } = useSite();
  return (
    <CheckoutForm intent="save-card" className="checkout-payment__save">
      <label className="checkout-check">
        <input
          type="checkbox"
          name="saveCard"
          defaultChecked={saveCard}
          onChange={(event) => event.currentTarget.form?.requestSubmit()}
        />
        <span>{t("checkout.payment.saveCard")}</span>
      </label>
      <noscript>
        <Button type="submit" variant="text" busy={busy}>
          {t("checkout.payment.saveCardUpdate")}
        </Button>
      </noscript>
    </CheckoutForm>
  );
}
