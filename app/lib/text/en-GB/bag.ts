// UK wording for the bag area; merged into the catalogue in ../en-GB.ts.
export const bagText = {} as const;
