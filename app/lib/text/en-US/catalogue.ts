// US wording for the catalogue area where it differs from the UK; merged in ../en-US.ts.
export const catalogueTextUS: Record<string, string> = {
  "search.placeholder": "Search for products, colors or rooms",
  "listing.colours": "{count} colors",
  "listing.addToBagStockError":
    "We're sorry - this item is out of stock and we are unable to add it to your cart.",
};
