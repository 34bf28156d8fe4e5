import { data } from "react-router";
import { addressRuleSettings } from "../../core/accounts/address-rules.ts";
import {
  type MyAccountAnswer,
  type MyAccountNotice,
  myAccountIntent,
} from "../../core/accounts/my-account-form.ts";
import { PASSWORD_MISMATCH_MESSAGE } from "../../core/accounts/password-rules.ts";
import { isDomainError } from "../../core/errors/domain-error.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { LOCALE_BY_VERSION, type Version } from "../../core/site/versions.ts";
import { visitorCurrency } from "../../core/site/visitor.ts";
import { formValues } from "../components/content/form-failure.ts";
import { changePasswordFromMyAccount } from "./my-account-password.server.ts";

// The my-account page's data and its changes. Every change calls one core service with the
// signed-in customer's id from the session; nothing names a customer in the form.

const SAVED_ITEMS_SHOWN = 4;

export async function loadMyAccount(ctx: RequestContext, version: Version, customerId: string) {
  const settings = addressRuleSettings(ctx.services.config[version]);
  const [details, addresses, rules, savedItems] = await Promise.all([
    ctx.services.personalDetails.view(customerId),
    ctx.services.addresses.list(customerId),
    ctx.services.addresses.clientRules(settings),
    ctx.services.wishlist.view(ctx.session.data.savedItemsGuid, {
      currency: visitorCurrency(version, ctx.session.data),
      locale: LOCALE_BY_VERSION[version],
      version,
    }),
  ]);
  return {
    details,
    addresses,
    rules,
    savedItems: {
      count: savedItems.numberOfEntries,
      first: savedItems.entries.slice(0, SAVED_ITEMS_SHOWN).map((entry) => ({
        position: entry.position,
        name: entry.name,
        imageUrl: entry.imageUrl,
        productUrl: entry.productUrl,
        priceFormattedValue: entry.priceFormattedValue,
      })),
    },
  };
}

function done(formId: string, notice: MyAccountNotice) {
  return { formId, ok: true, notice } satisfies MyAccountAnswer;
}

function refused(formId: string, values: Record<string, string>, error: unknown) {
  if (!isDomainError(error) || (error.kind !== "invalid" && error.kind !== "notFound")) throw error;
  const answer: MyAccountAnswer = error.fields
    ? { formId, ok: false, errors: error.fields, values }
    : { formId, ok: false, formError: error.message, values };
  return data(answer, { status: error.kind === "notFound" ? 404 : 400 });
}

/** One change of the page: the answer is data in both modes (the page shows it; the loaders run again). */
export async function answerMyAccount(
  ctx: RequestContext,
  version: Version,
  customerId: string,
  form: FormData,
) {
  const values = formValues(form);
  const parsed = myAccountIntent.safeParse({
    intent: values.intent,
    addressId: values.addressId || undefined,
  });
  if (!parsed.success)
    return data(
      { formId: "page", ok: false, formError: "The request is not valid." } satisfies MyAccountAnswer,
      {
        status: 400,
      },
    );
  const { intent, addressId = "" } = parsed.data;
  const settings = addressRuleSettings(ctx.services.config[version]);
  const addresses = ctx.services.addresses;
  // The passwords never go back to the page.
  const { currentPassword: _c, newPassword: _n, confirmPassword: _p, ...shown } = values;
  const formId = intent === "add-address" ? "add-address" : addressId ? `address:${addressId}` : intent;
  try {
    switch (intent) {
      case "update-details":
        await ctx.services.personalDetails.update(customerId, values);
        return done("details", "myAccount.notice.detailsSaved");
      case "change-password": {
        const input = {
          currentPassword: values.currentPassword ?? "",
          newPassword: values.newPassword ?? "",
          confirmPassword: values.confirmPassword ?? "",
        };
        if (input.newPassword !== input.confirmPassword)
          return data(
            {
              formId: "password",
              ok: false,
              errors: { confirmPassword: PASSWORD_MISMATCH_MESSAGE },
            } satisfies MyAccountAnswer,
            { status: 400 },
          );
        const result = await changePasswordFromMyAccount(ctx, customerId, input);
        if (result.ok) return done("password", "myAccount.notice.passwordChanged");
        return data({ formId: "password", ...result } satisfies MyAccountAnswer, { status: 400 });
      }
      case "add-address":
        await addresses.add(customerId, values, settings);
        return done(formId, "myAccount.notice.addressAdded");
      case "edit-address":
        await addresses.update(customerId, addressId, values, settings);
        return done(formId, "myAccount.notice.addressSaved");
      case "make-default":
        await addresses.makeDefault(customerId, addressId);
        return done("address-book", "myAccount.notice.defaultChanged");
      case "delete-address":
        await addresses.remove(customerId, addressId);
        return done("address-book", "myAccount.notice.addressDeleted");
    }
  } catch (error) {
    return refused(intent === "update-details" ? "details" : formId, shown, error);
  }
}
