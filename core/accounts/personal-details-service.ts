import { DomainError } from "../errors/domain-error.ts";
import type { Birthday, CustomerType } from "./account-types.ts";
import type { CustomerRepository } from "./customer-ports.ts";
import { parsePersonalDetails } from "./personal-details-form.ts";

// My account's personal details (spec 001 §3 "My account", §5, §7 `/my-account-endpoint/personal-details`).
// What is shown is chosen field by field: the password hash and anything else stored never leaves here.

const PERSONAL_DETAILS_ANSWERS = {
  notFound: "We couldn't find your account.",
  invalid: "Please check the highlighted fields.",
} as const;

export interface PersonalDetails {
  email: string;
  title: string;
  firstName: string;
  lastName: string;
  phoneNumber: string;
  birthday: Birthday | null;
  marketingConsent: boolean;
  customerType: CustomerType;
}

export interface PersonalDetailsService {
  view(customerId: string): Promise<PersonalDetails>;
  /** Reads and checks the input; DomainError "invalid" with field messages when it fails. */
  update(customerId: string, input: unknown): Promise<PersonalDetails>;
}

export function createPersonalDetailsService(
  customers: Pick<CustomerRepository, "findById" | "updateDetails">,
  now: () => Date = () => new Date(),
): PersonalDetailsService {
  async function view(customerId: string): Promise<PersonalDetails> {
    const customer = await customers.findById(customerId);
    if (!customer) throw new DomainError("notFound", PERSONAL_DETAILS_ANSWERS.notFound);
    return {
      email: customer.email,
      title: customer.title,
      firstName: customer.firstName,
      lastName: customer.lastName,
      phoneNumber: customer.phone,
      birthday: customer.birthday,
      marketingConsent: customer.marketingConsent,
      customerType: customer.customerType,
    };
  }
  return {
    view,
    async update(customerId, input) {
      await view(customerId);
      const parsed = parsePersonalDetails(input);
      if (!parsed.ok) throw new DomainError("invalid", PERSONAL_DETAILS_ANSWERS.invalid, parsed.errors);
      await customers.updateDetails(customerId, parsed.details, now());
      return view(customerId);
    },
  };
}
