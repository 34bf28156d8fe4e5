import { EMAIL_PATTERN, REGISTRATION_MESSAGES } from "../../core/accounts/registration-form.ts";
import { bagShopper } from "../../core/cart/bag-shopper.ts";
import type { PatternRule } from "../../core/forms/field-rules.ts";
import type { RequestContext } from "../../core/pages/request-context.ts";
import { type SiteConfig, validationRuleFor } from "../../core/site/site-config.ts";
import type { Version } from "../../core/site/versions.ts";
import { visitorCountry } from "../../core/site/visitor.ts";
import { returnPathFor } from "./login.server.ts";

// The checkout sign-in page's server side (spec 001 §2): who is sent on before it shows, and
// what it shows: the view the checkoutSignInNewView toggle chooses, the remembered e-mail and the guest e-mail rule.

/** The checkout itself: where a signed-in shopper goes straight away and where signing in here leads. */
export function checkoutPathFor(version: Version): string {
  return returnPathFor(`/${version}/checkout/secure`, version);
}

/**
 * The guest e-mail's pattern: the country's configured emailAddress rule, else the account forms' own. The
 * browser checks it before posting, because the checkout's refusal is shown on the checkout page, not here.
 */
export function guestEmailRule(config: SiteConfig, country: string): PatternRule {
  const configured = validationRuleFor(config, country, "emailAddress");
  if (configured) return { pattern: configured.pattern, errorMessage: configured.errorMessage };
  return { pattern: EMAIL_PATTERN, errorMessage: REGISTRATION_MESSAGES.email };
}

interface CheckoutSignInPage {
  /** The toggle's choice: guest first and most prominent (true), or sign-in and guest side by side. */
  newView: boolean;
  checkoutPath: string;
  guestEmailRule: PatternRule;
  /** A soft-logged-in shopper's e-mail, to sign in again without typing it. */
  rememberedEmail?: string;
}

type CheckoutSignInAnswer = { redirectTo: string } | { page: CheckoutSignInPage };

/** A signed-in shopper skips the page; with an empty bag there is nothing to check out, so back to the bag. */
export async function checkoutSignInAnswer(
  ctx: RequestContext,
  version: Version,
): Promise<CheckoutSignInAnswer> {
  const checkoutPath = checkoutPathFor(version);
  const visitor = ctx.visitor();
  if (visitor.kind === "signedIn") return { redirectTo: checkoutPath };
  const bag = await ctx.services.bag.view(bagShopper(ctx, version));
  if (bag.lines.length === 0) return { redirectTo: `/${version}/bag` };
  const config = ctx.services.config[version];
  const remembered =
    visitor.kind === "softLoggedIn" ? await ctx.services.accounts.findById(visitor.customerId) : null;
  return {
    page: {
      newView: config.checkoutSignInNewView,
      checkoutPath,
      guestEmailRule: guestEmailRule(config, visitorCountry(version, ctx.session.data)),
      rememberedEmail: remembered?.email,
    },
  };
}
