// US wording for the my-account page where it differs from the UK; merged in ../en-US.ts.
export const myAccountTextUS: Record<string, string> = {
  "myAccount.addresses.townCity": "City",
  "myAccount.addresses.postcode": "ZIP code",
};
