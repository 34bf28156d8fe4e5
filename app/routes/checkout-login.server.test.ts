import { describe, expect, it } from "vitest";
import { EMAIL_PATTERN, REGISTRATION_MESSAGES } from "../../core/accounts/registration-form.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import type { SiteConfig } from "../../core/site/site-config.ts";
import { checkoutSignInAnswer, guestEmailRule } from "./checkout-login.server.ts";

const configuredEmail = {
  fieldName: "emailAddress",
  pattern: "^[^\\s@]+@[^\\s@]+\\.[^\\s@]{2,}$",
  errorMessage: "Please enter a valid email address",
};

function configWith(newView: boolean): SiteConfig {
  return {
    checkoutSignInNewView: newView,
    validation: { GB: [configuredEmail], ROW: [] },
  } as unknown as SiteConfig;
}

type Visitor = ReturnType<RequestContext["visitor"]>;

/** A request context whose bag holds `lines` lines, for a visitor of the given kind. */
function contextFor(visitor: Visitor, lines: number, newView = true): RequestContext {
  return {
    visitor: () => visitor,
    session: { data: {} },
    services: {
      config: { uk: configWith(newView) },
      bag: {
        view: async () => ({ lines: Array.from({ length: lines }, (_, entryNumber) => ({ entryNumber })) }),
      },
      accounts: { findById: async (id: string) => ({ id, email: "remembered@example.com" }) },
    },
  } as unknown as RequestContext;
}

describe("the checkout sign-in's answer", () => {
  it("sends a signed-in shopper straight to the checkout", async () => {
    const visitor = { kind: "signedIn", customerId: "c1" } as Visitor;
    expect(await checkoutSignInAnswer(contextFor(visitor, 1), "uk")).toEqual({
      redirectTo: "/uk/checkout/secure",
    });
  });

  it("sends a guest with an empty bag back to the bag", async () => {
    const visitor = { kind: "guest" } as Visitor;
    expect(await checkoutSignInAnswer(contextFor(visitor, 0), "uk")).toEqual({ redirectTo: "/uk/bag" });
  });

  it("shows a guest with items the view the toggle chooses, without a remembered e-mail", async () => {
    const visitor = { kind: "guest" } as Visitor;
    const newView = await checkoutSignInAnswer(contextFor(visitor, 2, true), "uk");
    const oldView = await checkoutSignInAnswer(contextFor(visitor, 2, false), "uk");
    expect(newView).toMatchObject({ page: { newView: true, checkoutPath: "/uk/checkout/secure" } });
    expect(oldView).toMatchObject({ page: { newView: false } });
    expect("page" in newView && newView.page.rememberedEmail).toBeUndefined();
  });

  it("fills in a soft-logged-in shopper's e-mail for signing in again", async () => {
    const visitor = { kind: "softLoggedIn", customerId: "c1" } as Visitor;
    expect(await checkoutSignInAnswer(contextFor(visitor, 1), "uk")).toMatchObject({
      page: { rememberedEmail: "remembered@example.com" },
    });
  });
});

describe("the guest e-mail rule", () => {
  it("takes the country's configured emailAddress rule", () => {
    expect(guestEmailRule(configWith(true), "GB")).toEqual({
      pattern: configuredEmail.pattern,
      errorMessage: configuredEmail.errorMessage,
    });
  });

  it("falls back to the account forms' e-mail rule where the country has none", () => {
    expect(guestEmailRule(configWith(true), "FR")).toEqual({
      pattern: EMAIL_PATTERN,
      errorMessage: REGISTRATION_MESSAGES.email,
    });
  });
});
