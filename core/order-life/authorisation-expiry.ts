// Authorisations lapse: an acquirer holds a card authorisation about 7 days (Visa's and Mastercard's usual
// window for an online sale), PayPal an authorisation 29 days (its honour period is 3 of them), and a wallet's
// authorisation is a card's. An order with money still to capture is flagged once its authorisation is within a
// day of lapsing, so its lines are dispatched or its money asked for again in time (docs/decisions/056).

export type PaymentMethodKind = "card" | "paypal" | "wallet";

export const AUTHORISATION_LIFETIME_DAYS: Readonly<Record<PaymentMethodKind, number>> = {
  card: 7,
  paypal: 29,
  wallet: 7,
};

/** How long before it lapses an authorisation is flagged. */
export const EXPIRY_WARNING_MS = 86_400_000;

export interface AuthorisationExpiry {
  expiresAt: Date;
  lapsed: boolean;
  /** Money is still to be captured and the authorisation lapses within EXPIRY_WARNING_MS (or has lapsed). */
  flagged: boolean;
}

export function authorisationExpiry(
  method: PaymentMethodKind,
  authorisedAt: Date,
  now: Date,
  stillToCapture: number,
): AuthorisationExpiry {
  const expiresAt = new Date(authorisedAt.getTime() + AUTHORISATION_LIFETIME_DAYS[method] * 86_400_000);
  const lapsed = now.getTime() >= expiresAt.getTime();
  const soon = expiresAt.getTime() - now.getTime() <= EXPIRY_WARNING_MS;
  return { expiresAt, lapsed, flagged: stillToCapture > 0 && soon };
}
