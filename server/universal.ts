import { visitorState } from "../core/accounts/visitor-state.ts";
import { bagLineUnitPrice } from "../core/cart/bag-line-rules.ts";
import { bagShopper } from "../core/cart/bag-shopper.ts";
import { totalUnitCount } from "../core/cart/cart-rules.ts";
import { money, toMajorUnits } from "../core/money/money.ts";
import type { Session } from "../core/session/session.ts";
import { buildUniversalVariable, type UniversalVariable } from "../core/site/universal-variable.ts";
import type { Version } from "../core/site/versions.ts";
import { visitorCountry, visitorCurrency } from "../core/site/visitor.ts";
import type { Services } from "./services.ts";

/**
 * The universal data for one visitor and page: the API answers it and the first render embeds
 * it, so both always agree. The bag and saved-items counters are read from the shopper's own cart and
 * list, named by the guids in their session.
 */
export async function universalFor(
  services: Pick<Services, "cart" | "wishlist" | "customers">,
  session: Session,
  version: Version,
  path: string,
  now = new Date(),
): Promise<UniversalVariable> {
  const visitor = visitorState(session.data, now);
  const [bag, savedItems, customer] = await Promise.all([
    services.cart.lines(bagShopper({ session }, version)),
    services.wishlist.count(session.data.savedItemsGuid),
    visitor.kind === "guest" ? null : services.customers.findById(visitor.customerId),
  ]);
  const lines = bag?.lines ?? [];
  return buildUniversalVariable({
    version,
    path,
    currency: visitorCurrency(version, session.data),
    country: visitorCountry(version, session.data),
    csrfToken: session.csrfToken,
    // spec 000 §6, 001 §6: signed in within the idle time, else soft logged in (greeted, asked for the password
    // again before account pages); a customer deleted meanwhile is a guest.
    user: customer
      ? {
          signedIn: visitor.kind === "signedIn",
          softLoggedIn: visitor.kind === "softLoggedIn",
          firstName: customer.firstName,
          customerId: customer.id,
          email: customer.email,
          customerType: customer.customerType === "b2b" ? "B2B" : "registered",
        }
      : {
          signedIn: false,
          softLoggedIn: false,
          firstName: "",
          customerId: "",
          email: "",
          customerType: "GUEST",
        },
    cart: {
      // A guid whose cart is gone (deleted data) is not reported, so the client starts afresh.
      guid: bag ? bag.cart.guid : "",
      id: bag ? String(bag.cart.id) : "",
      totalItems: totalUnitCount(lines),
      lineItems: lines.map((line) => ({
        productId: line.variantCode,
        // spec 001 §3 basket line item: itemPrice in major units for analytics.
        itemPrice: toMajorUnits(money(bagLineUnitPrice(line), bag?.cart.currency ?? "GBP")),
        quantity: line.quantity,
      })),
    },
    savedItems,
  });
}
