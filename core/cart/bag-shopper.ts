import type { Session } from "../session/session.ts";
import { LOCALE_BY_VERSION, type Version } from "../site/versions.ts";
import { visitorCurrency } from "../site/visitor.ts";
import type { CartOwner } from "./cart-service.ts";

/** A shopper's cart on one version, with the locale its answers are worded and formatted in. */
export interface BagShopper extends CartOwner {
  locale: string;
}

/** The shopper of this request on a version: the owner key from the session, the version's currency. */
export function bagShopper(ctx: { session: Pick<Session, "data"> }, version: Version): BagShopper {
  const session = ctx.session.data;
  return {
    ownerGuid: session.cartGuid,
    version,
    currency: visitorCurrency(version, session),
    customerId: session.customerId ?? null,
    locale: LOCALE_BY_VERSION[version],
  };
}
