// US wording for the content area where it differs from the UK; merged in ../en-US.ts.
export const contentTextUS: Record<string, string> = {
  "brochure.intro": "Choose your brochure and tell us where to mail it. It is free, and so is the shipping.",
  "brochure.county": "State",
  "brochure.postcode": "ZIP code",
  "brochure.postcodeInfo": "For example 10001",
  "brochure.postcode.error": "Please enter a valid ZIP code",
  "brochure.addressLine1": "Street address",
  "brochure.addressLine2": "Apartment, suite, etc.",
  "brochure.town": "City",
  "brochure.town.error": "Please enter your city",
  "brochure.marketingOptIn": "Also send me news, offers and stories from The White Cove by email",
  "contact.productDetailsHint": "The product name or code, color and size.",
  "contact.orderNumberInfo": "Your order number is in your confirmation email, for example W12345678.",
  "magazine.lede": "Ideas for the home, stories from our studio and recipes for slow weekends.",
};
