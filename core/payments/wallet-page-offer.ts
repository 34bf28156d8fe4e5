import type { PersonalDetailsService } from "../accounts/personal-details-service.ts";
import type { SessionData } from "../session/session.ts";
import type { SiteConfig } from "../site/site-config.ts";
import type { Version } from "../site/versions.ts";
import {
  type WalletOffer,
  type WalletShopperType,
  type WalletView,
  walletOffer,
} from "./wallet-availability.ts";

// What a page's loader hands the wallet buttons (app/components/payments/wallet-buttons.tsx): the offer for this
// shopper and view, where the wallet script is, and the sheet's starting total. Computed on the server, so a
// browser cannot offer itself a wallet its version, view or customer type rules out.

export interface WalletButtonsSettings {
  view: WalletView;
  offer: WalletOffer;
  scriptUrl: string | null;
  /** The sandbox's emulated device: whether it can pay with Apple Pay; a real Safari answers for itself. */
  sandboxAppleDevice: boolean;
  /** The sheet's starting total (minor units) and currency; the delivery option changes it in the sheet. */
  total: number;
  currency: string;
  countryCode: string;
}

/** What of a page's request the offer reads (a page's RequestContext is one). */
interface WalletPageContext {
  session: { data: Pick<SessionData, "customerId" | "cartGuid"> };
  services: {
    personalDetails: Pick<PersonalDetailsService, "view">;
    config: Record<Version, SiteConfig>;
    /** Absent in a context without wallets (a unit test's, a build without them). */
    walletPage?: { scriptUrl: string | null; sandboxAppleDevice: boolean };
  };
}

async function shopperTypeOf(ctx: WalletPageContext): Promise<WalletShopperType> {
  const customerId = ctx.session.data.customerId;
  if (!customerId) return "guest";
  try {
    return (await ctx.services.personalDetails.view(customerId)).customerType;
  } catch {
    return "registered";
  }
}

export async function walletButtonsSettings(
  ctx: WalletPageContext,
  version: Version,
  view: WalletView,
  bag: { total: number; currency: string; countryCode: string },
): Promise<WalletButtonsSettings | null> {
  // A context without wallets offers none.
  const page = ctx.services.walletPage;
  if (!page?.scriptUrl) return null;
  const { scriptUrl, sandboxAppleDevice } = page;
  const type = await shopperTypeOf(ctx);
  const bucketKey = ctx.session.data.customerId ?? ctx.session.data.cartGuid ?? null;
  const offer = walletOffer(ctx.services.config[version], view, { type, bucketKey });
  if (!offer.applePay && !offer.googlePay.enabled && !offer.googlePay.refusal) return null;
  return { view, offer, scriptUrl, sandboxAppleDevice, ...bag };
}
