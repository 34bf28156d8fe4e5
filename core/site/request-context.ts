import type { PasswordService } from "../accounts/password-service.ts";
import type { BagService } from "../cart/bag-service.ts";
import type { CartService } from "../cart/cart-service.ts";
import type { CarouselService } from "../catalogue/carousel-service.ts";
import type { ProductService } from "../catalogue/product-service.ts";
import type { ContentService } from "../content/content-service.ts";
import type { ContentFormService } from "../content-forms/content-form-service.ts";
import type { GiftingService } from "../gifting/gifting-service.ts";
import type { MagazineService } from "../magazine/magazine-service.ts";
import type { OutboxRepository } from "../mail/mail-types.ts";
import type { SearchServicePort } from "../search/search-service.ts";
import type { ClaimedSessionKey, Session, SessionData } from "../session/session.ts";
import type { WishlistService } from "../wishlist/wishlist-service.ts";
import type { CountryService } from "./country-service.ts";
import type { SiteConfig } from "./site-config.ts";
import type { UniversalVariable } from "./universal-variable.ts";
import type { Version } from "./versions.ts";

/** What the server hands every page loader: core services and this request's facts. */
export interface RequestContext {
  services: {
    content: ContentService;
    contentForms: ContentFormService;
    magazine: MagazineService;
    carousels: CarouselService;
    countries: CountryService;
    product: ProductService;
    wishlist: WishlistService;
    cart: CartService;
    bag: BagService;
    gifting: GiftingService;
    search: SearchServicePort;
    config: Record<Version, SiteConfig>;
    /** Reset and sign-in links, password changes (issue 14 points 5, 6). */
    passwords: PasswordService;
    /** The development mailbox: served only when enabled (server/main.ts). */
    mailbox: { enabled: boolean; outbox: Pick<OutboxRepository, "latest" | "find"> };
  };
  /** The client's address as rate limits count it (server/middleware/client-address.ts). */
  clientAddress: string;
  /**
   * Signs the customer in on this session (slice IDENTITY's contract): rotates the session id, sets the customer
   * and last active time, merges the guest's bag and saved items.
   */
  signIn(
    customerId: string,
    options?: { keepGuestBagOnly?: boolean },
  ): Promise<{ bagUnitsAdded: number; savedItemsAdded: number }>;
  nonce: string;
  requestId: string;
  session: Session;
  /** Saves changed session data (the cart guid, a one-time bag notice) for the rest of the visit. */
  updateSession(data: Partial<SessionData>): Promise<void>;
  /**
   * Has the session keep a new cart's or list's guid, answering the guid it keeps: racing requests of one
   * session all get the first (issue 12 point 3).
   */
  keepInSession(key: ClaimedSessionKey): (candidate: string) => Promise<string>;
  /** The shop's public scheme and host (PUBLIC_ORIGIN), for canonical, hreflang and JSON-LD addresses. */
  origin: string;
  /** Logs an unexpected error of this request as structured fields, with its request id. */
  reportError(error: unknown): void;
  /** Reads the shopper's bag and saved-items counts, hence async. */
  universal(version: Version, path: string): Promise<UniversalVariable>;
}
