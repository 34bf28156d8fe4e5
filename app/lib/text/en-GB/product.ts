// UK wording for the product area; merged into the catalogue in ../en-GB.ts.
export const productText = {} as const;
