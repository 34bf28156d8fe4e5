import { type Migration, type MigrationProvider, Migrator } from "kysely/migration";
import type { Db } from "./db.ts";
import * as catalogue from "./migrations/0001-catalogue.ts";
import * as newsletter from "./migrations/0002-newsletter.ts";
import * as contentForms from "./migrations/0003-content-forms.ts";
import * as cartAndSavedItems from "./migrations/0004-cart-and-saved-items.ts";
import * as productAlerts from "./migrations/0005-product-alerts.ts";
import * as rateLimits from "./migrations/0006-rate-limits.ts";
import * as sessionColumns from "./migrations/0007-session-columns.ts";
import * as searchIndex from "./migrations/0008-search-index.ts";
import * as sessionBagNotice from "./migrations/0009-session-bag-notice.ts";
import * as cartPerVersion from "./migrations/0010-cart-per-version.ts";
import * as promotions from "./migrations/0011-promotions.ts";
import * as gifting from "./migrations/0012-gifting.ts";
import * as customers from "./migrations/0013-customers.ts";
import * as sessionAccountNotice from "./migrations/0014-session-account-notice.ts";
import * as passwordTokensAndOutbox from "./migrations/0015-password-tokens-and-outbox.ts";
import * as oauthTokens from "./migrations/0016-oauth-tokens.ts";
import * as customerAddresses from "./migrations/0017-customer-addresses.ts";
import * as productDeliveryGroups from "./migrations/0018-product-delivery-groups.ts";
import * as checkouts from "./migrations/0019-checkouts.ts";
import * as giftCards from "./migrations/0020-gift-cards.ts";
import * as orders from "./migrations/0021-orders.ts";
import * as sessionPlacedOrders from "./migrations/0022-session-placed-orders.ts";
import * as savedPaymentCards from "./migrations/0023-saved-payment-cards.ts";
import * as ordersCustomerIndex from "./migrations/0024-orders-customer-index.ts";
import * as orderLineDetails from "./migrations/0025-order-line-details.ts";
import * as cardOffersAndRecoveryBounds from "./migrations/0026-card-offers-and-recovery-bounds.ts";
import * as oneCodeNotCombinablePerCart from "./migrations/0030-one-code-not-combinable-per-cart.ts";
import * as pendingRegistrations from "./migrations/0032-pending-registrations.ts";
import * as jobs from "./migrations/0033-jobs.ts";
import * as giftCardKeyedDigestsAndPins from "./migrations/0034-gift-card-keyed-digests-and-pins.ts";
import * as cartGiftCards from "./migrations/0035-cart-gift-cards.ts";
import * as orderGiftCards from "./migrations/0036-order-gift-cards.ts";
import * as storeServices from "./migrations/0037-store-services.ts";
import * as trackingEvents from "./migrations/0039-tracking-events.ts";
import * as orderLinesByProduct from "./migrations/0040-order-lines-by-product.ts";
import * as updatedTimes from "./migrations/0042-updated-times.ts";
import * as orderLife from "./migrations/0043-order-life.ts";
import * as staffAccess from "./migrations/0044-staff-access.ts";
import * as orderSearch from "./migrations/0045-order-search.ts";
import * as giftCardBlocks from "./migrations/0046-gift-card-blocks.ts";
import * as auditLogBySubject from "./migrations/0047-audit-log-by-subject.ts";

// Listed in code rather than read from disk, so the same list runs from source and from tests.
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  "0001-catalogue": catalogue,
  "0002-newsletter": newsletter,
  "0003-content-forms": contentForms,
  "0004-cart-and-saved-items": cartAndSavedItems,
  "0005-product-alerts": productAlerts,
  "0006-rate-limits": rateLimits,
  "0007-session-columns": sessionColumns,
  "0008-search-index": searchIndex,
  "0009-session-bag-notice": sessionBagNotice,
  "0010-cart-per-version": cartPerVersion,
  "0011-promotions": promotions,
  "0012-gifting": gifting,
  "0013-customers": customers,
  "0014-session-account-notice": sessionAccountNotice,
  "0015-password-tokens-and-outbox": passwordTokensAndOutbox,
  "0016-oauth-tokens": oauthTokens,
  "0017-customer-addresses": customerAddresses,
  "0018-product-delivery-groups": productDeliveryGroups,
  "0019-checkouts": checkouts,
  "0020-gift-cards": giftCards,
  "0021-orders": orders,
  "0022-session-placed-orders": sessionPlacedOrders,
  "0023-saved-payment-cards": savedPaymentCards,
  "0024-orders-customer-index": ordersCustomerIndex,
  "0025-order-line-details": orderLineDetails,
  "0026-card-offers-and-recovery-bounds": cardOffersAndRecoveryBounds,
  "0030-one-code-not-combinable-per-cart": oneCodeNotCombinablePerCart,
  "0032-pending-registrations": pendingRegistrations,
  "0033-jobs": jobs,
  "0034-gift-card-keyed-digests-and-pins": giftCardKeyedDigestsAndPins,
  "0035-cart-gift-cards": cartGiftCards,
  "0036-order-gift-cards": orderGiftCards,
  "0037-store-services": storeServices,
  "0039-tracking-events": trackingEvents,
  "0040-order-lines-by-product": orderLinesByProduct,
  "0042-updated-times": updatedTimes,
  "0043-order-life": orderLife,
  "0044-staff-access": staffAccess,
  "0045-order-search": orderSearch,
  "0046-gift-card-blocks": giftCardBlocks,
  "0047-audit-log-by-subject": auditLogBySubject,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  // Branches add numbered migrations in parallel and land in any order: a database that ran a later number first
  // still takes an earlier one when it arrives (each migration touches its own tables).
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ""} failed: ${String((error as Error)?.message ?? error)}`,
    );
  }
  return (results ?? []).map((r) => r.migrationName);
}
