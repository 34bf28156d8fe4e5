// US wording for the content area where it differs from the UK; merged in ../en-US.ts.
export const contentTextUS: Record<string, string> = {};
