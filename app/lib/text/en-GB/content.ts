// UK wording for the content area; merged into the catalogue in ../en-GB.ts.
export const contentText = {} as const;
