// US wording for the bag area where it differs from the UK; merged in ../en-US.ts.
export const bagTextUS: Record<string, string> = {
  "bag.added.colour": "Color: {colour}",
  "bag.line.colour": "Color: {colour}",
  // spec 001 §9: the US site's free-shipping threshold names standard tracked shipping.
  "bag.page.summary.delivery": "Estimated standard shipping",
  "bag.page.summary.freeDelivery.national": "Spend {amount} more for free standard tracked shipping",
  "bag.page.summary.freeDelivery.qualified.national": "You qualify for free standard tracked shipping",
};
