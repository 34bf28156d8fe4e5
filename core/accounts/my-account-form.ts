import { z } from "../validation/zod.ts";

// The my-account page's action: one closed set of intents, as the bag page has
// (docs/forms-and-mutations.md). The fields of each change are read by their own schema in core/accounts.

const MY_ACCOUNT_INTENTS = [
  "update-details",
  "change-password",
  "add-address",
  "edit-address",
  "make-default",
  "delete-address",
] as const;

export const myAccountIntent = z.object({
  intent: z.enum(MY_ACCOUNT_INTENTS),
  addressId: z.string().min(1).max(64).optional(),
});

/** The page's answer to a change: which form it was for, and its notice or field messages. */
export interface MyAccountAnswer {
  /** The form that posted ("details", "password", "add-address", "address:{id}"), so only it shows the answer. */
  formId: string;
  ok: boolean;
  /** A text-catalogue key of the notice shown after the change. */
  notice?: MyAccountNotice;
  /** A message for the whole form (not found, not available). */
  formError?: string;
  errors?: Record<string, string>;
  values?: Record<string, string>;
}

export type MyAccountNotice =
  | "myAccount.notice.detailsSaved"
  | "myAccount.notice.passwordChanged"
  | "myAccount.notice.addressAdded"
  | "myAccount.notice.addressSaved"
  | "myAccount.notice.defaultChanged"
  | "myAccount.notice.addressDeleted";
