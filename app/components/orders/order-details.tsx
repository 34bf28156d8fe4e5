import { useSite } from "../../lib/use-site.ts";
import { BagLineDetails } from "../bag/bag-line-details.tsx";
import { LineThumbnail } from "../bag/line-thumbnail.tsx";
import { EGiftCardResendForm } from "./e-gift-card-resend-form.tsx";
import type { OrderAddressView, OrderGiftCardView, OrderView } from "./order-view.ts";
import "./orders.css";

/**
 * The order as placed, shared by the confirmation, guest tracking and my account's order page: items, delivery,
 * billing, payment and totals.
 *
 * Props:
 * - `order`: the server-built view (order-view.ts `orderView`), every amount and day already written.
 * - `headingLevel`: the level of the section headings, one below the page's own (2 under the page's h1,
 *   3 where the order sits in a section with an h2), so headings stay in order.
 * - `buyerDetails` (default true): false leaves out the delivery phone number, the billing address and how the
 *   order was paid, for guest tracking, where a number and an e-mail should show the order's progress, not the
 *   buyer's details.
 * - `resend` (default false): each unused e-gift card gets its "Send to a different address" form, posted to the
 *   page's own action; only the pages whose loader and action find the order the buyer's own pass it.
 */
export function OrderDetails({
  order,
  headingLevel = 2,
  buyerDetails = true,
  resend = false,
}: {
  order: OrderView;
  headingLevel?: 2 | 3;
  buyerDetails?: boolean;
  resend?: boolean;
}) {
  const { t } = useSite();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const { totals, payment, delivery } = order;
  return (
    <div className="order-details">
      {(order.shipments.length > 0 || order.refunds.length > 0) && (
        <div className="order-details__progress">
          {order.shipments.length > 0 && (
            <section aria-labelledby={`order-${order.orderNumber}-shipments`}>
              <Heading id={`order-${order.orderNumber}-shipments`} className="order-details__heading">
                {t("orders.shipments.heading")}
              </Heading>
              <ul className="order-progress">
                {order.shipments.map((shipment) => (
                  <li key={shipment.key} className="order-progress__entry">
                    <p className="order-details__strong">{t("orders.shipments.on", { day: shipment.on })}</p>
                    {shipment.trackingNumber && (
                      <p>
                        {shipment.carrier
                          ? t("orders.shipments.tracking", {
                              carrier: shipment.carrier,
                              trackingNumber: shipment.trackingNumber,
                            })
                          : t("orders.shipments.trackingNoCarrier", {
                              trackingNumber: shipment.trackingNumber,
                            })}
                      </p>
                    )}
                    <p className="order-details__soft">{shipment.units.join(", ")}</p>
                  </li>
                ))}
              </ul>
            </section>
          )}
          {order.refunds.length > 0 && (
            <section aria-labelledby={`order-${order.orderNumber}-refunds`}>
              <Heading id={`order-${order.orderNumber}-refunds`} className="order-details__heading">
                {t("orders.refunds.heading")}
              </Heading>
              <ul className="order-progress">
                {order.refunds.map((refund) => (
                  <li key={refund.key} className="order-progress__entry">
                    <p className="order-details__strong">
                      {t("orders.refunds.on", { amount: refund.amount, day: refund.on })}
                    </p>
                    <p className="order-details__soft">{refund.units.join(", ")}</p>
                  </li>
                ))}
              </ul>
              <p className="order-details__soft">{t("orders.refunds.note")}</p>
            </section>
          )}
        </div>
      )}
      <section className="order-details__items" aria-labelledby={`order-${order.orderNumber}-items`}>
        <Heading id={`order-${order.orderNumber}-items`} className="order-details__heading">
          {t("orders.items.heading")}
        </Heading>
        <ul className="order-lines">
          {order.lines.map((line) => (
            <li key={line.key} className="order-line">
              <LineThumbnail src={line.image} className="order-line__image" />
              <BagLineDetails
                name={line.name}
                url={line.url ?? undefined}
                colour={line.colour}
                size={line.size}
                group={line.group}
                className="order-line__main"
              >
                <li>{t("orders.items.code", { code: line.code })}</li>
                <li>
                  {t("orders.items.quantity", { quantity: line.quantity })}
                  {line.quantity > 1 && (
                    <>
                      {" · "}
                      {t("orders.items.each", { price: line.unitPrice })}
                    </>
                  )}
                </li>
                {line.giftCard && <GiftCardFacts card={line.giftCard} />}
              </BagLineDetails>
              <p className="order-line__total">{line.lineTotal}</p>
              {resend && line.resendEntry !== null && <EGiftCardResendForm entryNumber={line.resendEntry} />}
            </li>
          ))}
        </ul>
      </section>

      <div className="order-details__facts">
        <section className="order-details__fact" aria-labelledby={`order-${order.orderNumber}-delivery`}>
          <Heading id={`order-${order.orderNumber}-delivery`} className="order-details__heading">
            {t("orders.delivery.heading")}
          </Heading>
          {delivery ? (
            <>
              <p className="order-details__strong">{delivery.service}</p>
              <Address address={delivery.address} />
              {buyerDetails && delivery.phone && (
                <p className="order-details__soft">{t("orders.delivery.phone", { phone: delivery.phone })}</p>
              )}
            </>
          ) : (
            <p className="order-details__strong">{t("orders.delivery.emailOnly")}</p>
          )}
        </section>

        {buyerDetails && (
          <>
            <section className="order-details__fact" aria-labelledby={`order-${order.orderNumber}-billing`}>
              <Heading id={`order-${order.orderNumber}-billing`} className="order-details__heading">
                {t("orders.billing.heading")}
              </Heading>
              <Address address={order.billing} />
            </section>

            <section className="order-details__fact" aria-labelledby={`order-${order.orderNumber}-payment`}>
              <Heading id={`order-${order.orderNumber}-payment`} className="order-details__heading">
                {t("orders.payment.heading")}
              </Heading>
              <dl className="order-amounts">
                {payment.card && (
                  <div className="order-amounts__row">
                    <dt>
                      {payment.card.brand
                        ? t("orders.payment.card", {
                            brand: cardBrand(payment.card.brand, t),
                            maskedNumber: lastDigits(payment.card.maskedNumber),
                          })
                        : t("orders.payment.cardNoBrand", {
                            maskedNumber: lastDigits(payment.card.maskedNumber),
                          })}
                    </dt>
                    <dd>{payment.card.amount}</dd>
                  </div>
                )}
                {payment.giftCards.map((card) => (
                  <div key={card.lastFour} className="order-amounts__row">
                    <dt>{t("orders.payment.giftCard", { lastFour: card.lastFour })}</dt>
                    <dd>{card.amount}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </>
        )}
      </div>

      <section className="order-details__totals" aria-labelledby={`order-${order.orderNumber}-totals`}>
        <Heading id={`order-${order.orderNumber}-totals`} className="order-details__heading">
          {t("orders.totals.heading")}
        </Heading>
        <dl className="order-amounts">
          <div className="order-amounts__row">
            <dt>{t("orders.totals.subtotal")}</dt>
            <dd>{totals.subtotal}</dd>
          </div>
          {totals.discounts && (
            <div className="order-amounts__row order-amounts__row--saving">
              <dt>{t("orders.totals.discounts")}</dt>
              <dd>−{totals.discounts}</dd>
            </div>
          )}
          {totals.giftBoxes && (
            <div className="order-amounts__row">
              <dt>{t("orders.totals.giftBoxes")}</dt>
              <dd>{totals.giftBoxes}</dd>
            </div>
          )}
          <div className="order-amounts__row">
            <dt>{t("orders.totals.delivery")}</dt>
            <dd>{totals.delivery}</dd>
          </div>
          {totals.tax && (
            <div className="order-amounts__row">
              <dt>{t("orders.totals.tax")}</dt>
              <dd>{totals.tax}</dd>
            </div>
          )}
          <div className="order-amounts__row order-amounts__row--total">
            <dt>{t("orders.totals.total")}</dt>
            <dd>{totals.total}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}

function Address({ address }: { address: OrderAddressView }) {
  return (
    <address className="order-details__address">
      <span className="order-details__strong">{address.name}</span>
      {address.lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  );
}

/** "•••• 1111" and "411111******1111" alike end in the digits a shopper recognises. */
function lastDigits(masked: string | null): string {
  const digits = (masked ?? "").replace(/\D/g, "");
  return digits.slice(-4) || "••••";
}

const CARD_BRANDS = {
  visa: "payment.visa",
  visa_delta: "payment.visa_delta",
  mastercard: "payment.mastercard",
  amex: "payment.amex",
  maestro: "payment.maestro",
  discover: "payment.discover",
} as const;

/** The brand as the footer's payment icons name it; an unknown one as the acquirer wrote it. */
function cardBrand(brand: string, t: ReturnType<typeof useSite>["t"]): string {
  const key = CARD_BRANDS[brand.toLowerCase() as keyof typeof CARD_BRANDS];
  return key ? t(key) : brand;
}

/** A gift card bought: its card (masked), its recipient and when it is sent, as the line's last details. */
function GiftCardFacts({ card }: { card: OrderGiftCardView }) {
  const { t } = useSite();
  return (
    <>
      <li>
        {card.maskedCode
          ? t("orders.giftCard.card", { maskedCode: card.maskedCode })
          : t("orders.giftCard.issuing")}
      </li>
      <li>{t("orders.giftCard.recipient", { recipient: card.recipient })}</li>
      <li>{card.sendOn ? t("orders.giftCard.sendOn", { day: card.sendOn }) : t("orders.giftCard.posted")}</li>
    </>
  );
}
