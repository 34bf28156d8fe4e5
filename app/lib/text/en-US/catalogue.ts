// US wording for the catalogue area where it differs from the UK; merged in ../en-US.ts.
export const catalogueTextUS: Record<string, string> = {};
