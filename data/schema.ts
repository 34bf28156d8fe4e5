import type { ColumnType } from "kysely";
import type { AccountTables } from "./schema/accounts.ts";
import type { AddressTables } from "./schema/addresses.ts";
import type { CartTables } from "./schema/cart.ts";
import type { CheckoutTables } from "./schema/checkouts.ts";
import type { Bool, Json, Timestamp, UpdatedAt } from "./schema/column-types.ts";
import type { ContentFormTables } from "./schema/content-forms.ts";
import type { GiftCardTables } from "./schema/gift-cards.ts";
import type { GiftingTables } from "./schema/gifting.ts";
import type { JobTables } from "./schema/jobs.ts";
import type { NewsletterTables } from "./schema/newsletter.ts";
import type { OAuthTables } from "./schema/oauth.ts";
import type { OrderTables } from "./schema/orders.ts";
import type { PasswordTables } from "./schema/passwords.ts";
import type { ProductAlertTables } from "./schema/product-alerts.ts";
import type { PromotionTables } from "./schema/promotions.ts";
import type { RateLimitTables } from "./schema/rate-limits.ts";
import type { SavedCardTables } from "./schema/saved-cards.ts";
import type { StaffTables } from "./schema/staff.ts";
import type { TrackingTables } from "./schema/tracking.ts";

export interface CurrencyTable {
  isocode: string;
  symbol: string;
  name: string;
}

export interface BaseStoreTable {
  uid: string;
  version: string;
  defaultCurrency: string;
}

export interface CountryTable {
  isocode: string;
  name: string;
  currencyIso: string;
  version: string;
  baseStore: string;
  postCodeRegex: string | null;
}

export interface CategoryTable {
  code: string;
  name: string;
  parentCode: string | null;
  /** Site path without the version, e.g. `bedroom/bed-linen/c/duvet-covers`. */
  path: string;
  depth: number;
  position: number;
  description: string;
  isVisible: Bool;
  /** Migration 0042: when the category last changed (the sitemap's lastmod); null before it was known. */
  updatedAt: UpdatedAt;
}

export interface ProductTable {
  code: string;
  name: string;
  /** Kind of product (towel, duvet-cover, candle…): drives copy, images and size ranges. */
  kind: string;
  productType: string;
  variantShape: string;
  categoryCode: string;
  description: string;
  sizeAndCare: string;
  sustainableStyle: string;
  deliveryInfo: string;
  isNew: Bool;
  createdAt: Timestamp;
  internationalDelivery: Bool;
  restrictedCountries: Json;
  giftWrappable: Bool;
  keywords: string;
  /** Migration 0012: may go in a gift box, but with no personal message (freeGiftMessageDisabledProducts). */
  giftMessageDisabled: ColumnType<boolean | number, boolean | undefined, boolean>;
  /** Migration 0018: a DeliveryGroup (core/delivery/delivery-types.ts); "standard" unless set. */
  deliveryGroup: ColumnType<string, string | undefined, string>;
  /** Migration 0042: when the product last changed (the sitemap's lastmod). */
  updatedAt: UpdatedAt;
}

export interface ProductCategoryTable {
  productCode: string;
  categoryCode: string;
}

export interface ProductGroupTable {
  productCode: string;
  groupCode: string;
  name: string;
  position: number;
}

export interface SwatchTable {
  code: string;
  productCode: string;
  name: string;
  hex: string;
  position: number;
}

export interface VariantTable {
  code: string;
  productCode: string;
  swatchCode: string;
  groupCode: string | null;
  size: string;
  position: number;
  stockLevel: number;
  /** online | preorder | instoreonly */
  availability: string;
  preorderDate: string | null;
  notifyMe: Bool;
}

export interface PriceTable {
  variantCode: string;
  currency: string;
  amount: number;
  wasAmount: number | null;
}

export interface ImageTable {
  id: string;
  /** swatch | article | banner | category */
  ownerType: string;
  ownerCode: string;
  position: number;
  /** portrait | square | landscape */
  shape: string;
  alt: string;
  width: number;
  height: number;
  /** How the local renderer draws it: { kind, background, accent, motif }. */
  design: Json;
}

export interface ProductSetTable {
  setCode: string;
  position: number;
  productCode: string;
  /** entry | giftbox */
  role: string;
  quantity: number;
}

export interface StoreTable {
  code: string;
  name: string;
  version: string;
  line1: string;
  line2: string | null;
  town: string;
  postcode: string;
  countryIso: string;
  latitude: number;
  longitude: number;
  phone: string;
  whatsapp: string | null;
  openingHours: Json;
  /** A JSON list of core/stores/store-services.ts names (migration 0037); none when not given. */
  services: ColumnType<unknown, string | undefined, string>;
}

export interface StoreStockTable {
  storeCode: string;
  variantCode: string;
  quantity: number;
}

export interface ReviewTable {
  id: string;
  productCode: string;
  rating: number;
  design: number;
  fit: number;
  title: string;
  body: string;
  author: string;
  createdAt: Timestamp;
  verified: Bool;
  colour: string;
  size: string;
}

export interface NavigationNodeTable {
  id: string;
  /** main | footer | legal | subheader | quicklinks */
  menu: string;
  parentId: string | null;
  position: number;
  /** root | trunk | branch | leaf */
  nodeType: string;
  componentType: string;
  label: string;
  linkName: string;
  url: string | null;
  groupName: string | null;
  alignRight: Bool;
  isVisible: Bool;
  amplienceId: string | null;
  banner: Json;
  version: string | null;
}

export interface ContentComponentTable {
  id: string;
  slot: string;
  version: string | null;
  position: number;
  componentType: string;
  data: Json;
}

export interface PageTable {
  id: string;
  /** Path without the version and without slashes at the ends; "" is the home page. */
  path: string;
  version: string | null;
  title: string;
  description: string;
  template: string;
  /** Migration 0042: when the page's content last changed (the sitemap's lastmod). */
  updatedAt: UpdatedAt;
}

export interface PageSlotTable {
  pageId: string;
  slot: string;
  position: number;
  componentType: string;
  data: Json;
}

interface MagazineCategoryTable {
  slug: string;
  name: string;
  position: number;
}

export interface MagazineArticleTable {
  slug: string;
  categorySlug: string;
  indexName: string;
  title: string;
  summary: string;
  body: Json;
  aspect: string;
  author: string;
  publishedAt: Timestamp;
  readingMinutes: number;
  tags: Json;
  /** Migration 0042: when the article last changed (the sitemap's lastmod). */
  updatedAt: UpdatedAt;
}

/** One column per session value, so concurrent requests write different values without a lost update. */
interface SessionTable {
  id: string;
  csrfToken: string;
  country: string | null;
  currency: string | null;
  cartGuid: string | null;
  savedItemsGuid: string | null;
  customerId: string | null;
  /** ISO instant of the signed-in customer's last request (migration 0013). */
  lastActiveAt: string | null;
  /** JSON of the bag form's one-time notice (core/cart/bag-answer.ts). */
  bagNotice: string | null;
  /** JSON of the sign-in page's one-time notice (core/accounts/account-notice.ts, migration 0014). */
  accountNotice: string | null;
  /** JSON of the orders this session placed (core/session/session.ts PlacedOrderPass, migration 0022). */
  placedOrders: string | null;
  createdAt: Timestamp;
  expiresAt: Timestamp;
}

interface MetaTable {
  key: string;
  value: string;
}

export interface Database
  extends NewsletterTables,
    AccountTables,
    OAuthTables,
    PasswordTables,
    AddressTables,
    ContentFormTables,
    CartTables,
    CheckoutTables,
    GiftingTables,
    GiftCardTables,
    JobTables,
    OrderTables,
    SavedCardTables,
    ProductAlertTables,
    PromotionTables,
    RateLimitTables,
    StaffTables,
    TrackingTables {
  currencies: CurrencyTable;
  baseStores: BaseStoreTable;
  countries: CountryTable;
  categories: CategoryTable;
  products: ProductTable;
  productCategories: ProductCategoryTable;
  productGroups: ProductGroupTable;
  swatches: SwatchTable;
  variants: VariantTable;
  prices: PriceTable;
  images: ImageTable;
  productSets: ProductSetTable;
  stores: StoreTable;
  storeStock: StoreStockTable;
  reviews: ReviewTable;
  navigationNodes: NavigationNodeTable;
  contentComponents: ContentComponentTable;
  pages: PageTable;
  pageSlots: PageSlotTable;
  magazineCategories: MagazineCategoryTable;
  magazineArticles: MagazineArticleTable;
  sessions: SessionTable;
  meta: MetaTable;
}
