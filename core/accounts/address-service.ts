import { DomainError } from "../errors/domain-error.ts";
import { type AddressInput, parseAddress } from "./address-form.ts";
import type { AddressRepository, SavedAddress } from "./address-ports.ts";
import {
  type AddressRuleSettings,
  addressRuleFor,
  type ClientAddressRules,
  type CountryAddressRule,
  clientAddressRules,
} from "./address-rules.ts";

// The address book of a signed-in customer (spec 001 §3 "My account", §6, §7 "Account"). Callers have already
// checked the visitor is signed in; every method is scoped by the customer id.

const ADDRESS_BOOK_MESSAGES = {
  notFound: "We couldn't find that address.",
  invalid: "Please check the highlighted fields.",
  unknownCountry: "We don't deliver to that country.",
} as const;

/** `countryInfo`'s answer (spec 001 §7): the country's name, pattern and what its addresses need. */
interface CountryInfo {
  isocode: string;
  name: string;
  postCodeRegex: string;
  postcodeRequired: boolean;
  stateRequired: boolean;
  regions: { isocode: string; name: string }[];
}

export interface AddressService {
  list(customerId: string): Promise<SavedAddress[]>;
  /** The rules of every country, for the page's country select and its client-side checks. */
  rules(settings: AddressRuleSettings): Promise<(countryIso: string) => CountryAddressRule>;
  /** The same rules in a small shape for the page's form. */
  clientRules(settings: AddressRuleSettings): Promise<ClientAddressRules>;
  countries(): Promise<{ isocode: string; name: string }[]>;
  /** Reads and checks the input; DomainError "invalid" with field messages when it fails. */
  add(customerId: string, input: unknown, settings: AddressRuleSettings): Promise<SavedAddress>;
  update(
    customerId: string,
    id: string,
    input: unknown,
    settings: AddressRuleSettings,
  ): Promise<SavedAddress>;
  makeDefault(customerId: string, id: string): Promise<void>;
  remove(customerId: string, id: string): Promise<void>;
  countryInfo(isocode: string, settings: AddressRuleSettings): Promise<CountryInfo>;
}

export function createAddressService(
  repository: AddressRepository,
  options: {
    newId: () => string;
    now?: () => Date;
    countries?: () => ReturnType<AddressRepository["countries"]>;
  },
): AddressService {
  const now = options.now ?? (() => new Date());
  const countries = options.countries ?? (() => repository.countries());

  async function ruleFor(settings: AddressRuleSettings) {
    const list = await countries();
    return (countryIso: string) => addressRuleFor(countryIso, settings, list);
  }

  async function checked(input: unknown, settings: AddressRuleSettings): Promise<AddressInput> {
    const parsed = parseAddress(input, await ruleFor(settings));
    if (!parsed.ok) {
      const fields = Object.fromEntries(
        Object.entries(parsed.errors).filter((entry): entry is [string, string] => entry[1] !== undefined),
      );
      throw new DomainError("invalid", ADDRESS_BOOK_MESSAGES.invalid, fields);
    }
    return parsed.address;
  }

  return {
    list: (customerId) => repository.list(customerId),
    rules: ruleFor,
    async clientRules(settings) {
      return clientAddressRules(settings, await countries());
    },
    async countries() {
      return (await countries()).map(({ isocode, name }) => ({ isocode, name }));
    },
    async add(customerId, input, settings) {
      return repository.add(customerId, options.newId(), await checked(input, settings), now());
    },
    async update(customerId, id, input, settings) {
      const updated = await repository.update(customerId, id, await checked(input, settings), now());
      if (!updated) throw new DomainError("notFound", ADDRESS_BOOK_MESSAGES.notFound);
      return updated;
    },
    async makeDefault(customerId, id) {
      if (!(await repository.makeDefault(customerId, id, now())))
        throw new DomainError("notFound", ADDRESS_BOOK_MESSAGES.notFound);
    },
    async remove(customerId, id) {
      if (!(await repository.remove(customerId, id)))
        throw new DomainError("notFound", ADDRESS_BOOK_MESSAGES.notFound);
    },
    async countryInfo(isocode, settings) {
      const list = await countries();
      const rule = addressRuleFor(isocode, settings, list);
      const country = list.find((c) => c.isocode === rule.isocode);
      if (!country) throw new DomainError("notFound", ADDRESS_BOOK_MESSAGES.unknownCountry);
      return {
        isocode: rule.isocode,
        name: country.name,
        postCodeRegex: rule.postcode.pattern,
        postcodeRequired: rule.postcodeRequired,
        stateRequired: rule.stateRequired,
        regions: rule.regions.map(({ isocode: code, name }) => ({ isocode: code, name })),
      };
    },
  };
}
