// US wording for the bag area where it differs from the UK; merged in ../en-US.ts.
export const bagTextUS: Record<string, string> = {
  "bag.added.colour": "Color: {colour}",
  "gifting.line.colour": "Color: {colour}",
};
