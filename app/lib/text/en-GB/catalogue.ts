// UK wording for the catalogue area; merged into the catalogue in ../en-GB.ts.
export const catalogueText = {} as const;
