// UK wording for the shell area; merged into the catalogue in ../en-GB.ts.
export const shellText = {} as const;
