// US wording for the footer area where it differs from the UK; merged in ../en-US.ts.
export const footerTextUS: Record<string, string> = {};
