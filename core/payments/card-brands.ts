/** The card schemes the shop accepts (the hosted page refuses others before asking the issuer). */
export const CARD_BRANDS = ["visa", "mastercard", "amex"] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
