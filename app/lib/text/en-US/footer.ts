// US wording for the footer area where it differs from the UK; merged in ../en-US.ts.
export const footerTextUS: Record<string, string> = {
  "country.intro": "Prices, shipping options and the ways you can pay depend on where we are shipping to.",
  "footer.reduced.heading": "Need help with your order? We're here to help.",
};
