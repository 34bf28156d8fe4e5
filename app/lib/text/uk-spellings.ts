// UK spellings and words with a different US form (spec 000 §1, 002 §1: the interface wording exists in UK and
// US English). The US text catalogue must word every text that has one of these; the tests read this list.
const UK_TO_US_SPELLINGS: Readonly<Record<string, string>> = {
  colour: "color",
  colours: "colors",
  coloured: "colored",
  colourful: "colorful",
  favourite: "favorite",
  favourites: "favorites",
  jumper: "sweater",
  jumpers: "sweaters",
  postcode: "ZIP code",
  catalogue: "catalog",
  centre: "center",
  grey: "gray",
  jewellery: "jewelry",
  pyjamas: "pajamas",
  organise: "organize",
  personalise: "personalize",
  personalised: "personalized",
  cancelled: "canceled",
  licence: "license",
  metre: "meter",
  fibre: "fiber",
  programme: "program",
  neighbour: "neighbor",
  honour: "honor",
  behaviour: "behavior",
  flavour: "flavor",
  travelling: "traveling",
  analyse: "analyze",
  apologise: "apologize",
  recognise: "recognize",
  realise: "realize",
  cheque: "check",
  aluminium: "aluminum",
  mum: "mom",
  nappy: "diaper",
  nappies: "diapers",
};

const UK_WORD = new RegExp(`\\b(${Object.keys(UK_TO_US_SPELLINGS).join("|")})\\b`, "gi");

/** The UK-only words of a catalogue text, lower-cased; `{placeholders}` (such as `{colour}`) are not words. */
export function ukSpellingsIn(template: string): string[] {
  const words = template.replace(/\{\w+\}/g, " ").match(UK_WORD) ?? [];
  return [...new Set(words.map((word) => word.toLowerCase()))];
}
