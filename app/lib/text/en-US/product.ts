// US wording for the product area where it differs from the UK; merged in ../en-US.ts.
export const productTextUS: Record<string, string> = {};
