// The SANDBOX wallet's test data (README "Sandbox Apple Pay and Google Pay"): the addresses and cards its sheet
// offers, as a shopper's Apple Pay wallet or Google account would hold them. Card numbers are never part of a
// token: the sheet names a card by id, and the token carries the id, its brand and last four digits only.

interface SandboxWalletAddress {
  id: string;
  /** What the sheet lists. */
  label: string;
  name: string;
  phoneNumber: string;
  email: string;
  address1: string;
  address2: string;
  locality: string;
  administrativeArea: string;
  postalCode: string;
  countryCode: string;
}

export const SANDBOX_WALLET_ADDRESSES: readonly SandboxWalletAddress[] = [
  {
    id: "uk",
    label: "Home, Bath (UK)",
    name: "Ada Lovelace",
    phoneNumber: "01225 123456",
    email: "ada.sandbox@example.com",
    address1: "1 Milsom Street",
    address2: "",
    locality: "Bath",
    administrativeArea: "",
    postalCode: "BA1 1DA",
    countryCode: "GB",
  },
  {
    id: "us",
    label: "Office, New York (US)",
    name: "Grace Hopper",
    phoneNumber: "212 555 0100",
    email: "grace.sandbox@example.com",
    address1: "350 Fifth Avenue",
    address2: "Floor 20",
    locality: "New York",
    administrativeArea: "NY",
    postalCode: "10118",
    countryCode: "US",
  },
  {
    id: "restricted",
    label: "Cottage, Kirkwall (restricted postcode)",
    name: "Mary Somerville",
    phoneNumber: "01856 870000",
    email: "mary.sandbox@example.com",
    address1: "12 Broad Street",
    address2: "",
    locality: "Kirkwall",
    administrativeArea: "",
    postalCode: "KW15 1DH",
    countryCode: "GB",
  },
  {
    id: "undeliverable",
    label: "Research station, Antarctica (we can't deliver)",
    name: "Ernest Shackleton",
    phoneNumber: "020 7946 0000",
    email: "ernest.sandbox@example.com",
    address1: "Rothera Research Station",
    address2: "",
    locality: "Adelaide Island",
    administrativeArea: "",
    postalCode: "BIQQ 1ZZ",
    countryCode: "AQ",
  },
];

type SandboxCardOutcome = "authorised" | "declined" | "cardExpired";

interface SandboxWalletCard {
  id: string;
  label: string;
  brand: "visa" | "mastercard";
  lastFour: string;
  outcome: SandboxCardOutcome;
}

export const SANDBOX_WALLET_CARDS: readonly SandboxWalletCard[] = [
  { id: "good", label: "Visa •••• 1111 (pays)", brand: "visa", lastFour: "1111", outcome: "authorised" },
  {
    id: "declined",
    label: "Mastercard •••• 0002 (declined)",
    brand: "mastercard",
    lastFour: "0002",
    outcome: "declined",
  },
  {
    id: "expired",
    label: "Visa •••• 0069 (expired 01/2020)",
    brand: "visa",
    lastFour: "0069",
    outcome: "cardExpired",
  },
];

export function sandboxCard(id: string): SandboxWalletCard | undefined {
  return SANDBOX_WALLET_CARDS.find((card) => card.id === id);
}
