import { imageUrl } from "../../../core/content/image-url.ts";
import { formatMoney, money } from "../../../core/money/money.ts";
import type { StoredOrder } from "../../../core/orders/order-types.ts";
import { priceJson } from "../bag/bag-json.ts";

// An order as the order fetch answers it (spec 001 §3 "Order details": fields not shown, so the shape is ours;
// README "Orders API"). Prices carry their minor units beside the major value and the locale's formatting, as
// the cart calls do. Never a card number: the masked number and brand only.

function addressJson(address: StoredOrder["billing"]["address"] | null) {
  if (!address) return null;
  return {
    line1: address.line1,
    line2: address.line2,
    town: address.townCity,
    postalCode: address.postcode,
    country: { isocode: address.countryIso },
    region: address.regionIso ? { isocode: address.regionIso } : null,
  };
}

function personJson(person: StoredOrder["billing"]["person"]) {
  return {
    title: person.title,
    firstName: person.firstName,
    lastName: person.lastName,
    phone: person.phoneNumber,
  };
}

export function orderJson(order: StoredOrder, locale: string) {
  const price = (amount: number) => priceJson(money(amount, order.currency), locale);
  const { delivery, billing, totals, payments } = order;
  return {
    code: order.orderNumber,
    // The commerce API's upper-case style: PLACED, PARTLY_DISPATCHED, DISPATCHED, CANCELLED, PARTLY_REFUNDED, REFUNDED.
    status: order.status.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase(),
    created: order.createdAt,
    site: order.version,
    currency: order.currency,
    guestCustomer: order.customerId === null,
    email: order.email,
    entries: order.lines.map((line) => ({
      entryNumber: line.entryNumber,
      product: {
        code: line.variantCode,
        baseProductCode: line.productCode,
        name: line.name,
        // As bought (migration 0025); null on orders placed before they were kept.
        colour: line.colour,
        size: line.size,
        group: line.variantGroup,
        url: line.productUrl,
        images: line.imageId ? [{ format: "thumbnail", url: imageUrl(line.imageId, 160) }] : [],
      },
      quantity: line.quantity,
      basePrice: price(line.unitPrice),
      totalPrice: price(line.lineTotal),
      // A gift card bought: masked to its last four, never its code or PIN.
      giftCard: line.giftCard
        ? {
            maskedCode: line.giftCard.lastFour ? `•••• ${line.giftCard.lastFour}` : null,
            design: line.giftCard.design,
            amount: price(line.giftCard.amount),
            recipientName: line.giftCard.recipientName,
            recipientEmail: line.giftCard.recipientEmail,
            sendDate: line.giftCard.sendDate,
          }
        : null,
    })),
    totalItems: order.lines.reduce((sum, line) => sum + line.quantity, 0),
    // An order of e-gift cards only has no delivery: these are null.
    deliveryType: delivery?.type ?? null,
    deliveryMode: delivery ? { code: delivery.mode, name: delivery.modeName } : null,
    deliveryDate: delivery?.date ?? null,
    deliveryPerson: delivery ? personJson(delivery.person) : null,
    deliveryAddress: addressJson(delivery?.address ?? null),
    collectionPoint: delivery?.point
      ? {
          id: delivery.point.id,
          name: delivery.point.name,
          address: addressJson({ ...delivery.point, regionIso: null, savedAddressId: null }),
        }
      : null,
    billingPerson: personJson(billing.person),
    billingAddress: addressJson(billing.address),
    paymentInfo: {
      card: payments.card
        ? {
            cardNumber: payments.card.maskedNumber,
            cardType: payments.card.brand,
            amount: price(payments.card.amount),
          }
        : null,
      giftCards: payments.giftCards.map((card) => ({
        lastFour: card.lastFour,
        amount: price(card.amount),
      })),
    },
    subTotal: price(totals.subtotal),
    totalDiscounts: price(totals.discounts),
    giftBoxCharges: price(totals.charges),
    deliveryCost: price(totals.delivery + totals.splitDelivery),
    totalTax: price(totals.tax),
    totalPrice: price(totals.total),
    totalPriceFormatted: formatMoney(money(totals.total, order.currency), locale),
  };
}
