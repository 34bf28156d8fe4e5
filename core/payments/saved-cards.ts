import { isCardExpired } from "./card-number.ts";

// A signed-in customer's saved cards (spec 001 §3 savedCards, each with an expired flag; §9 save-card on by default).
// Only the acquirer's token and what may be shown are kept: never the number.

export interface StoredSavedCard {
  id: string;
  token: string;
  maskedNumber: string;
  brand: string;
  expiryMonth: number;
  expiryYear: number;
}

export interface SavedCardView extends Omit<StoredSavedCard, "token"> {
  /** Past the end of its expiry month: shown, but it cannot pay. */
  expired: boolean;
}

export interface SavedCardRepository {
  /** Newest first. */
  list(customerId: string): Promise<StoredSavedCard[]>;
  /** Keeps the card once per customer and token. */
  save(customerId: string, card: Omit<StoredSavedCard, "id">, now: Date): Promise<void>;
  find(customerId: string, id: string): Promise<StoredSavedCard | null>;
}

export function createSavedCards(deps: { repository: SavedCardRepository; newId(): string; now(): Date }) {
  const view = (card: StoredSavedCard): SavedCardView => {
    const { token: _token, ...shown } = card;
    return {
      ...shown,
      expired: isCardExpired({ month: card.expiryMonth, year: card.expiryYear }, deps.now()),
    };
  };
  return {
    async list(customerId: string): Promise<SavedCardView[]> {
      return (await deps.repository.list(customerId)).map(view);
    },
    save(customerId: string, card: Omit<StoredSavedCard, "id">) {
      return deps.repository.save(customerId, card, deps.now());
    },
    /** The token of the customer's own card that can still pay, else null (another's id, or expired). */
    async usableToken(customerId: string, id: string): Promise<string | null> {
      const card = await deps.repository.find(customerId, id);
      if (!card || view(card).expired) return null;
      return card.token;
    },
  };
}

export type SavedCards = ReturnType<typeof createSavedCards>;
