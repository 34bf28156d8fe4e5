import type { Session } from "../core/session/session.ts";
import { buildUniversalVariable, type UniversalVariable } from "../core/site/universal-variable.ts";
import {
  DEFAULT_COUNTRY_BY_VERSION,
  DEFAULT_CURRENCY_BY_VERSION,
  type Version,
} from "../core/site/versions.ts";

/**
 * The universal data for one visitor and page: the API answers it and the first render embeds
 * it, so both always agree.
 */
export function universalFor(session: Session, version: Version, path: string): UniversalVariable {
  return buildUniversalVariable({
    version,
    path,
    currency: session.data.currency ?? DEFAULT_CURRENCY_BY_VERSION[version],
    country: session.data.country ?? DEFAULT_COUNTRY_BY_VERSION[version],
    csrfToken: session.csrfToken,
    user: { signedIn: false, softLoggedIn: false, firstName: "", customerId: "", email: "" },
    // Carts arrive with the bag (issue 4); until then every visitor's bag is empty.
    cart: { guid: session.data.cartGuid ?? "", id: "", totalItems: 0, lineItems: [] },
    savedItems: 0,
  });
}
