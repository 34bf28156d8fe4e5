import { randomUUID } from "node:crypto";
import type { BagShopper } from "../../core/cart/bag-shopper.ts";
import type { CheckoutAddress, PersonalDetails } from "../../core/checkout/checkout-types.ts";
import { acceptedOrThrow } from "../../core/errors/refusal.ts";
import { newGuestToken, newOrderNumber } from "../../core/orders/order-number.ts";
import type { AuthorisationAnswer, OrderRepository } from "../../core/orders/order-types.ts";
import {
  createOrderWorkflow,
  type OrderWorkflowDeps,
  type PlaceOrderInput,
} from "../../core/orders/place-order.ts";
import type { Db } from "../../data/db.ts";
import { toNumber } from "../../data/normalise.ts";
import type { Services } from "../../server/services.ts";

// What the order and payment tests (and scripts/bench-orders.ts) share: the product they buy and its stock, the
// shopper's details, the checkout walked to the payment step (through the services, or as the page's forms), an
// acquirer that records what it was asked, and the order workflow wired as the server wires it.
// No Vitest here: the bench imports this file from a plain Node script.

/** Which of the parcel products to take: files that buy at once take different ones, so they never share stock. */
interface ParcelChoice {
  /** Only products with at least this much stock (default: any stock). */
  minStock?: number;
  /** Take them by code from the last instead of the first. */
  descending?: boolean;
  /** Skip this many (default 0). */
  offset?: number;
  /** Only products sold in dollars too (for a test that also shops on /us/). */
  soldInDollars?: boolean;
}

/** A parcel product sold in pounds (£20 or more, standard post, neither a gift box nor a bundle), and its stock. */
export async function findParcelVariant(
  db: Db,
  choice: ParcelChoice = {},
): Promise<{ code: string; stockLevel: number }> {
  const { minStock } = choice;
  const row = await db
    .selectFrom("variants")
    .innerJoin("products", "products.code", "variants.productCode")
    .innerJoin("prices", (j) =>
      j.onRef("prices.variantCode", "=", "variants.code").on("prices.currency", "=", "GBP"),
    )
    .$if(choice.soldInDollars === true, (query) =>
      query.innerJoin("prices as usd", (j) =>
        j.onRef("usd.variantCode", "=", "variants.code").on("usd.currency", "=", "USD"),
      ),
    )
    .select(["variants.code", "variants.stockLevel"])
    .where("variants.availability", "=", "online")
    .$if(minStock !== undefined, (query) => query.where("variants.stockLevel", ">=", minStock ?? 0))
    .where("products.deliveryGroup", "=", "standard")
    .where("products.kind", "not in", ["gift-box", "bundle"])
    .where("prices.amount", ">=", 2000)
    .orderBy("variants.code", choice.descending ? "desc" : "asc")
    .limit(1)
    .offset(choice.offset ?? 0)
    .executeTakeFirst();
  if (!row) throw new Error("the seed has no parcel product over £20 sold in pounds");
  return { code: row.code, stockLevel: toNumber(row.stockLevel) };
}

/** The variant's stock level now. */
export async function stockOf(db: Db, variant: string): Promise<number> {
  const row = await db
    .selectFrom("variants")
    .select("stockLevel")
    .where("code", "=", variant)
    .executeTakeFirstOrThrow();
  return toNumber(row.stockLevel);
}

/** Sets the variant's stock level. */
export async function setStockOf(db: Db, variant: string, level: number): Promise<void> {
  await db.updateTable("variants").set({ stockLevel: level }).where("code", "=", variant).execute();
}

/** The numbers of the orders placed with this e-mail. */
export async function orderNumbersFor(db: Db, email: string): Promise<string[]> {
  const rows = await db.selectFrom("orders").select("orderNumber").where("email", "=", email).execute();
  return rows.map((row) => row.orderNumber);
}

/** The shopper the checkout is filled in for, unless a test names another. */
export const ADA: PersonalDetails = {
  title: "Ms",
  firstName: "Ada",
  lastName: "Lovelace",
  phoneNumber: "01225 123456",
};
/** A UK address standard post delivers to. */
export const MILSOM_STREET: CheckoutAddress = {
  line1: "1 Milsom Street",
  line2: null,
  townCity: "Bath",
  postcode: "BA1 1DA",
  countryIso: "GB",
  regionIso: null,
  savedAddressId: null,
};

/**
 * The checkout's forms from the e-mail to billing, as a shopper without JavaScript posts them (each with the
 * page's CSRFToken added by the sender): a guest's e-mail, Ada at Milsom Street, standard post, billing the same.
 */
export function checkoutFormSteps(email: string): Record<string, string>[] {
  return [
    { intent: "guest-email", email },
    {
      intent: "home-details",
      ...ADA,
      line1: MILSOM_STREET.line1,
      townCity: MILSOM_STREET.townCity,
      postcode: MILSOM_STREET.postcode,
      countryIso: MILSOM_STREET.countryIso,
    },
    { intent: "delivery-mode", deliveryMode: "STD", confirm: "on" },
    { intent: "billing", sameAsDelivery: "on" },
  ];
}

/**
 * Fills in the owner's checkout through the checkout service up to the payment step: the e-mail, home delivery
 * to the address, standard post, billing to the same address.
 */
export async function fillCheckout(
  checkout: Services["checkout"],
  owner: BagShopper,
  details: { email: string; person?: PersonalDetails; address?: CheckoutAddress },
): Promise<void> {
  await checkout.setEmail(owner, details.email);
  await checkout.saveHomeDetails(owner, {
    personal: details.person ?? ADA,
    address: details.address ?? MILSOM_STREET,
  });
  await checkout.chooseMode(owner, "STD", { confirm: true });
  await checkout.saveBilling(owner, { sameAsDelivery: true });
}

/** A new guest's uk cart (no session: the owner key is made here) holding `quantity` of the variant. */
export async function guestCart(
  services: Pick<Services, "cart">,
  variant: string,
  quantity = 1,
): Promise<BagShopper> {
  const owner: BagShopper = { ownerGuid: randomUUID(), version: "uk", currency: "GBP", locale: "en-GB" };
  acceptedOrThrow(
    await services.cart.addEntry({
      ...owner,
      variantCode: variant,
      quantity,
      keepGuid: async (guid) => guid,
    }),
  );
  return owner;
}

/** A guest's uk cart ready to pay: the variant in the bag and the checkout filled in, e-mail `{ownerGuid}@example.com`. */
export async function readyGuestCart(
  services: Pick<Services, "cart" | "checkout">,
  variant: string,
  options: { quantity?: number; person?: PersonalDetails; address?: CheckoutAddress } = {},
): Promise<BagShopper> {
  const owner = await guestCart(services, variant, options.quantity);
  await fillCheckout(services.checkout, owner, {
    email: `${owner.ownerGuid}@example.com`,
    person: options.person,
    address: options.address,
  });
  return owner;
}

/** Makes `count` things, `size` at a time (a burst of setup the pool and a two-core machine can take). */
export async function inBatches<T>(
  count: number,
  size: number,
  make: (index: number) => Promise<T>,
): Promise<T[]> {
  const made: T[] = [];
  while (made.length < count) {
    const from = made.length;
    const batch = Array.from({ length: Math.min(size, count - from) }, (_, i) => make(from + i));
    made.push(...(await Promise.all(batch)));
  }
  return made;
}

/** An acquirer's answer to every ask: authorised at once, with a masked card (never the number). */
export async function authoriseEverything(_amount: number, key: string): Promise<AuthorisationAnswer> {
  return {
    status: "authorised",
    paymentId: `pay-${key}`,
    card: { maskedNumber: "•••• 1111", brand: "visa" },
  };
}

/**
 * An acquirer outside the store that authorises (or with `refuse`, refuses) and voids, answering a repeated
 * idempotency key with its first answer and counting every authorisation it was asked for.
 */
export function recordingAcquirer(options: { refuse?: boolean } = {}) {
  const authorisations = new Map<string, AuthorisationAnswer>();
  const voids = new Map<string, string>();
  let authoriseCalls = 0;
  async function authorise(amount: number, idempotencyKey: string): Promise<AuthorisationAnswer> {
    authoriseCalls++;
    // A network round trip: long enough for racing requests to overlap.
    await new Promise((done) => setTimeout(done, 20));
    if (amount <= 0) throw new Error("authorised a zero amount");
    const first = authorisations.get(idempotencyKey);
    if (first) return first;
    const answer: AuthorisationAnswer = options.refuse
      ? { status: "refused", paymentId: `pay-${randomUUID()}`, reason: "Card declined" }
      : {
          status: "authorised",
          paymentId: `pay-${randomUUID()}`,
          card: { maskedNumber: "•••• 1111", brand: "visa" },
        };
    authorisations.set(idempotencyKey, answer);
    return answer;
  }
  return {
    authorisations,
    voids,
    get authoriseCalls() {
      return authoriseCalls;
    },
    authorise,
    async voidAuthorisation(request: { paymentId: string; amount: number; idempotencyKey: string }) {
      voids.set(request.idempotencyKey, request.paymentId);
      return { status: "voided" };
    },
    /** Recovery's second ask: the same key, so the first answer. */
    reauthorise: (request: { amount: number; idempotencyKey: string }) =>
      authorise(request.amount, request.idempotencyKey),
  };
}

export type RecordingAcquirer = ReturnType<typeof recordingAcquirer>;

/** One press of Pay for the owner's cart, authorised by the acquirer (a new attempt unless one is given). */
export function payingWith(
  acquirer: RecordingAcquirer,
  owner: BagShopper,
  attemptId: string = randomUUID(),
): PlaceOrderInput {
  return { owner, attemptId, authorise: (amount, key) => acquirer.authorise(amount, key) };
}

/**
 * The order workflow as one instance runs it: its repository, checkout, carts, gift cards and search index, and `payments` for
 * voiding and asking again after a crash (a recording acquirer, or routePayments as server/services.ts has it).
 */
export function orderWorkflow(
  services: Pick<Services, "checkout" | "cart" | "giftCards" | "catalogueChanged" | "giftCardIssuing">,
  repository: OrderRepository,
  payments: Pick<OrderWorkflowDeps, "voidAuthorisation" | "reauthorise">,
) {
  return createOrderWorkflow({
    repository,
    checkout: services.checkout,
    carts: services.cart,
    giftCards: services.giftCards,
    voidAuthorisation: (request) => payments.voidAuthorisation(request),
    reauthorise: (request) => payments.reauthorise(request),
    stockTaken: (productCodes) => services.catalogueChanged.publish(productCodes),
    giftCardIssuing: services.giftCardIssuing,
    origin: "http://localhost",
    now: () => new Date(),
    newId: randomUUID,
    newOrderNumber,
    newGuestToken,
  });
}
