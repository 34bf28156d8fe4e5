// US wording for the product area where it differs from the UK; merged in ../en-US.ts.
export const productTextUS: Record<string, string> = {
  "product.colourLabel": "Color: {colour}",
  "product.chooseColour": "Choose a color",
  "product.swatchCount": "{count} colors",
  "product.accordion.sizeAndCare": "Size & care",
  "reviews.colourSize": "Color: {colour} · Size: {size}",
  "findInStore.intro": "Check which of our stores have {product} in size {size}.",
  "findInStore.location": "City, town or ZIP code",
  "findInStore.locationBlocked":
    "We couldn't use your location. Please allow location access or type a city.",
  "findInStore.locationNotFound": "We couldn't find {place}. Please check the spelling or try a nearby city.",
  "notifyMe.copy":
    "This size is sold out. Leave your email address and we'll let you know as soon as it's back in stock.",
};
