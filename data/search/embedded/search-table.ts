import { STOCK_STATUSES, type StockLevelStatus } from "../../../core/catalogue/stock-state.ts";
import { RATING_BANDS } from "../../../core/search/facets.ts";
import { PRICE_BANDS, priceBandIndex } from "../../../core/search/price-ranges.ts";
import {
  type ProductStock,
  SEARCH_CURRENCIES,
  type SearchCurrency,
  type SearchDocument,
  type SearchImage,
  type SearchPrice,
  type SearchSwatch,
} from "../../../core/search/search-document.ts";
import type { SortCode } from "../../../core/search/search-query.ts";
import { type Bitset, clearBit, createBitset, hasBit, resized, setBit, wordsFor } from "./bitset.ts";

const PRICE_VARIES = 1;
const IS_NEW = 2;
const ON_SALE = 4;
const SOLD_OUT = 8;

/** What the suggestion terms are made of (term-dictionary.ts), without decoding whole documents. */
interface TermSource {
  code: string;
  name: string;
  categoryCode: string;
  categoryCodes: readonly string[];
  colours: readonly string[];
}

// Swatches, images and variants as arrays in one JSON string per product: a listing page decodes
// 24 of them, and 50,000 strings are nothing to the garbage collector where ~1.5 million small
// objects (every variant, image and swatch) made each full collection a pause shoppers felt.
type PackedImage = [id: string, width: number, height: number, alt: string];
type PackedVariant = [code: string, size: string, groupCode: string | null, status: number, notifyMe: 0 | 1];
type PackedSwatch = [
  code: string,
  name: string,
  hex: string,
  images: PackedImage[],
  variants: PackedVariant[],
];
type Packed = [description: string, keywords: string, swatches: PackedSwatch[]];

function pack(doc: SearchDocument): string {
  const packed: Packed = [
    doc.description,
    doc.keywords,
    doc.swatches.map((s) => [
      s.code,
      s.name,
      s.hex,
      s.images.map((i) => [i.id, i.width, i.height, i.alt]),
      s.variants.map((v) => [
        v.code,
        v.size,
        v.groupCode,
        STOCK_STATUSES.indexOf(v.status),
        v.notifyMe ? 1 : 0,
      ]),
    ]),
  ];
  return JSON.stringify(packed);
}

function unpackSwatches(swatches: PackedSwatch[]): SearchSwatch[] {
  return swatches.map(([code, name, hex, images, variants]) => ({
    code,
    name,
    hex,
    images: images.map(([id, width, height, alt]): SearchImage => ({ id, width, height, alt })),
    variants: variants.map(([code, size, groupCode, status, notifyMe]) => ({
      code,
      size,
      groupCode,
      status: STOCK_STATUSES[status] as StockLevelStatus,
      notifyMe: notifyMe === 1,
    })),
  }));
}

const byCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The catalogue as listings read it: one slot per product, its sortable and filterable values in
 * typed columns, and for every category and facet value the set of slots that have it (bitsets),
 * so a listing is set intersections and counts (facets.ts) and a walk down a precomputed order
 * (sorts.ts), never a pass over product objects. Slots of removed products are reused. The
 * columns are public for those readers and change only through `add` and `remove`.
 */
export class SearchTable {
  /** Slots 0…capacity-1 exist; every bitset has room for them. */
  capacity = 0;
  /** Products held. */
  size = 0;
  /** Rises on every change. */
  version = 0;
  live: Bitset = createBitset(0);

  codes: string[] = [];
  names: string[] = [];
  productTypes: string[] = [];
  categoryCodeOf: string[] = [];
  categoryNames: string[] = [];
  categoryCodesOf: (readonly string[])[] = [];
  coloursOf: (readonly string[])[] = [];
  sizesOf: (readonly string[])[] = [];
  stocks: ProductStock[] = [];
  packed: string[] = [];
  amount: Record<SearchCurrency, Int32Array> = {
    GBP: new Int32Array(0),
    USD: new Int32Array(0),
    EUR: new Int32Array(0),
  };
  /** Was-price in minor units, -1 when not on sale in that currency. */
  was: Record<SearchCurrency, Int32Array> = {
    GBP: new Int32Array(0),
    USD: new Int32Array(0),
    EUR: new Int32Array(0),
  };
  flags = new Uint8Array(0);
  createdAt = new Float64Array(0);
  /** Average rating, NaN when never reviewed. */
  rating = new Float64Array(0);
  reviewCount = new Int32Array(0);
  /** Rating weighted by how many reviewed: relevance on a category listing (sorts.ts). */
  popularity = new Float64Array(0);

  private readonly slotByCode = new Map<string, number>();
  private readonly free: number[] = [];
  private readonly categorySets = new Map<string, Bitset>();
  private readonly colourSets = new Map<string, Bitset>();
  private readonly sizeSets = new Map<string, Bitset>();
  private bands: Record<SearchCurrency, Bitset[]> = { GBP: [], USD: [], EUR: [] };
  private ratingSets: Bitset[] = RATING_BANDS.map(() => createBitset(0));
  private newSet: Bitset = createBitset(0);
  private saleSet: Bitset = createBitset(0);
  private readonly strings = new Map<string, string>();
  private readonly lists = new Map<string, readonly string[]>();
  private readonly stockShapes = new Map<string, ProductStock>();
  /** Sorted slot lists per sort key, kept in step with small changes and dropped on big ones. */
  private readonly orders = new Map<string, SlotOrder>();
  /** Slots below this have been handed out (held or free). */
  private used = 0;

  constructor(documents: Iterable<SearchDocument> = []) {
    const all = [...documents];
    this.grow(all.length);
    for (const doc of all) this.add(doc);
  }

  slotOf(code: string): number | undefined {
    return this.slotByCode.get(code);
  }

  isSoldOut(slot: number): boolean {
    return (this.flags[slot]! & SOLD_OUT) !== 0;
  }

  /** Slots listed in a category (its own products and its descendants'). */
  inCategory(code: string): Bitset | undefined {
    return this.categorySets.get(code);
  }
  colourValues(): ReadonlyMap<string, Bitset> {
    return this.colourSets;
  }
  sizeValues(): ReadonlyMap<string, Bitset> {
    return this.sizeSets;
  }
  /** Slots per price band (PRICE_BANDS order) in a currency. */
  priceBands(currency: SearchCurrency): readonly Bitset[] {
    return this.bands[currency];
  }
  /** Slots rated at least `min` (a product never reviewed counts as 0). */
  ratedAtLeast(min: number): Bitset {
    const band = (RATING_BANDS as readonly number[]).indexOf(min);
    if (band >= 0) return this.ratingSets[band]!;
    const set = createBitset(this.capacity);
    for (let slot = 0; slot < this.capacity; slot++)
      if (hasBit(this.live, slot) && (Number.isNaN(this.rating[slot]!) ? 0 : this.rating[slot]!) >= min)
        setBit(set, slot);
    return set;
  }
  newIn(): Bitset {
    return this.newSet;
  }
  onSale(): Bitset {
    return this.saleSet;
  }

  termSource(slot: number): TermSource {
    return {
      code: this.codes[slot]!,
      name: this.names[slot]!,
      categoryCode: this.categoryCodeOf[slot]!,
      categoryCodes: this.categoryCodesOf[slot]!,
      colours: this.coloursOf[slot]!,
    };
  }

  /** The product in a slot as a whole document (decoded on demand: only a page's worth is). */
  document(slot: number): SearchDocument {
    const [description, keywords, swatches] = JSON.parse(this.packed[slot]!) as Packed;
    const fromPrice = {} as Record<SearchCurrency, SearchPrice>;
    for (const currency of SEARCH_CURRENCIES) {
      const was = this.was[currency][slot]!;
      fromPrice[currency] = { amount: this.amount[currency][slot]!, wasAmount: was < 0 ? null : was };
    }
    const flags = this.flags[slot]!;
    const rating = this.rating[slot]!;
    return {
      ...this.termSource(slot),
      productType: this.productTypes[slot]!,
      categoryName: this.categoryNames[slot]!,
      description,
      keywords,
      sizes: this.sizesOf[slot]!,
      swatches: unpackSwatches(swatches),
      fromPrice,
      priceVaries: (flags & PRICE_VARIES) !== 0,
      isNew: (flags & IS_NEW) !== 0,
      onSale: (flags & ON_SALE) !== 0,
      createdAt: this.createdAt[slot]!,
      rating: Number.isNaN(rating) ? null : rating,
      reviewCount: this.reviewCount[slot]!,
      stock: { ...this.stocks[slot]! },
    };
  }

  /** Adds a product, or replaces the one with the same code; returns its slot. */
  add(doc: SearchDocument): number {
    const existing = this.slotByCode.get(doc.code);
    if (existing !== undefined) this.removeSlot(existing);
    let slot = existing ?? this.free.pop();
    if (slot === undefined) {
      slot = this.used++;
      if (slot >= this.capacity) this.grow(this.capacity + (this.capacity >>> 3) + 32);
    }
    this.slotByCode.set(doc.code, slot);
    this.size++;
    this.version++;
    setBit(this.live, slot);

    this.codes[slot] = doc.code;
    this.names[slot] = doc.name;
    this.productTypes[slot] = this.intern(doc.productType);
    this.categoryCodeOf[slot] = this.intern(doc.categoryCode);
    this.categoryNames[slot] = this.intern(doc.categoryName);
    this.categoryCodesOf[slot] = this.internList(doc.categoryCodes);
    this.coloursOf[slot] = this.internList(doc.colours);
    this.sizesOf[slot] = this.internList(doc.sizes);
    this.stocks[slot] = this.internStock(doc.stock);
    this.packed[slot] = pack(doc);
    for (const currency of SEARCH_CURRENCIES) {
      const price = doc.fromPrice[currency];
      this.amount[currency][slot] = price.amount;
      this.was[currency][slot] = price.wasAmount ?? -1;
      setBit(this.bands[currency][priceBandIndex(price.amount)]!, slot);
    }
    this.flags[slot] =
      (doc.priceVaries ? PRICE_VARIES : 0) |
      (doc.isNew ? IS_NEW : 0) |
      (doc.onSale ? ON_SALE : 0) |
      (doc.stock.soldOut ? SOLD_OUT : 0);
    this.createdAt[slot] = doc.createdAt;
    this.rating[slot] = doc.rating ?? Number.NaN;
    this.reviewCount[slot] = doc.reviewCount;
    this.popularity[slot] = (doc.rating ?? 0) * Math.log2(2 + doc.reviewCount);

    for (const code of this.categoryCodesOf[slot]!) setBit(this.setFor(this.categorySets, code), slot);
    for (const colour of this.coloursOf[slot]!) setBit(this.setFor(this.colourSets, colour), slot);
    for (const size of this.sizesOf[slot]!) setBit(this.setFor(this.sizeSets, size), slot);
    RATING_BANDS.forEach((min, i) => {
      if ((doc.rating ?? 0) >= min) setBit(this.ratingSets[i]!, slot);
    });
    if (doc.isNew) setBit(this.newSet, slot);
    if (doc.onSale) setBit(this.saleSet, slot);
    for (const order of this.orders.values()) this.insertInOrder(order, slot);
    return slot;
  }

  /** Takes a product out; returns the slot it had. */
  remove(code: string): number | undefined {
    const slot = this.slotByCode.get(code);
    if (slot === undefined) return undefined;
    this.removeSlot(slot);
    this.slotByCode.delete(code);
    this.free.push(slot);
    return slot;
  }

  /** A big change re-sorts once when next asked rather than moving each product in every order. */
  forgetOrders(): void {
    this.orders.clear();
  }

  /**
   * Every product in the order of a sort without text scores (sorts.ts `compareSlots`), kept
   * between requests: a listing walks it and keeps the slots it matched.
   */
  order(sort: OrderCode, currency: SearchCurrency): Int32Array {
    const key = orderKey(sort, currency);
    let order = this.orders.get(key);
    if (!order) {
      const slots = new Int32Array(this.size + (this.size >>> 4) + 16);
      let length = 0;
      for (let slot = 0; slot < this.capacity; slot++) if (hasBit(this.live, slot)) slots[length++] = slot;
      const compare = this.comparator(sort, currency);
      // A plain array sorts faster with a comparator than a typed one, which copies it anyway.
      const sorted = Array.from(slots.subarray(0, length)).sort(compare);
      slots.set(sorted);
      order = { sort, currency, slots, length };
      this.orders.set(key, order);
    }
    return order.slots.subarray(0, order.length);
  }

  /** The comparison behind `order`: the rules of sorts.ts `sortDocuments`, over columns. */
  comparator(sort: OrderCode, currency: SearchCurrency): (a: number, b: number) => number {
    const codes = this.codes;
    const byCode = (a: number, b: number) => byCodeUnits(codes[a]!, codes[b]!);
    if (sort === "code") return byCode;
    const amount = this.amount[currency];
    const rating = this.rating;
    const rated = (slot: number) => (Number.isNaN(rating[slot]!) ? 0 : rating[slot]!);
    switch (sort) {
      case "price-asc":
        return (a, b) => amount[a]! - amount[b]! || byCode(a, b);
      case "price-desc":
        return (a, b) => amount[b]! - amount[a]! || byCode(a, b);
      case "newest": {
        const created = this.createdAt;
        return (a, b) => created[b]! - created[a]! || byCode(a, b);
      }
      case "rating": {
        const reviews = this.reviewCount;
        return (a, b) => rated(b) - rated(a) || reviews[b]! - reviews[a]! || byCode(a, b);
      }
      case "relevance": {
        const flags = this.flags;
        const popularity = this.popularity;
        return (a, b) =>
          (flags[a]! & SOLD_OUT) - (flags[b]! & SOLD_OUT) || popularity[b]! - popularity[a]! || byCode(a, b);
      }
    }
  }

  private removeSlot(slot: number): void {
    for (const order of this.orders.values()) {
      const at = order.slots.subarray(0, order.length).indexOf(slot);
      if (at >= 0) {
        order.slots.copyWithin(at, at + 1, order.length);
        order.length--;
      }
    }
    clearBit(this.live, slot);
    for (const code of this.categoryCodesOf[slot]!) clearBit(this.categorySets.get(code)!, slot);
    for (const colour of this.coloursOf[slot]!) clearBit(this.colourSets.get(colour)!, slot);
    for (const size of this.sizesOf[slot]!) clearBit(this.sizeSets.get(size)!, slot);
    for (const currency of SEARCH_CURRENCIES) for (const band of this.bands[currency]) clearBit(band, slot);
    for (const set of this.ratingSets) clearBit(set, slot);
    clearBit(this.newSet, slot);
    clearBit(this.saleSet, slot);
    this.packed[slot] = "";
    this.size--;
    this.version++;
  }

  private insertInOrder(order: SlotOrder, slot: number): void {
    const compare = this.comparator(order.sort, order.currency);
    let low = 0;
    let high = order.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (compare(order.slots[mid]!, slot) < 0) low = mid + 1;
      else high = mid;
    }
    if (order.length === order.slots.length) {
      const bigger = new Int32Array(order.slots.length + (order.slots.length >>> 3) + 16);
      bigger.set(order.slots);
      order.slots = bigger;
    }
    order.slots.copyWithin(low + 1, low, order.length);
    order.slots[low] = slot;
    order.length++;
  }

  private grow(capacity: number): void {
    const words = wordsFor(capacity);
    capacity = words * 32;
    if (capacity <= this.capacity) return;
    const typed = <T extends Int32Array | Float64Array | Uint8Array>(old: T, make: (n: number) => T): T => {
      const next = make(capacity);
      next.set(old as never);
      return next;
    };
    for (const currency of SEARCH_CURRENCIES) {
      this.amount[currency] = typed(this.amount[currency], (n) => new Int32Array(n));
      this.was[currency] = typed(this.was[currency], (n) => new Int32Array(n));
      const bands = this.bands[currency];
      this.bands[currency] = PRICE_BANDS.map((_, i) => resized(bands[i] ?? createBitset(0), capacity));
    }
    this.flags = typed(this.flags, (n) => new Uint8Array(n));
    this.createdAt = typed(this.createdAt, (n) => new Float64Array(n));
    this.rating = typed(this.rating, (n) => new Float64Array(n));
    this.reviewCount = typed(this.reviewCount, (n) => new Int32Array(n));
    this.popularity = typed(this.popularity, (n) => new Float64Array(n));
    this.live = resized(this.live, capacity);
    for (const sets of [this.categorySets, this.colourSets, this.sizeSets])
      for (const [key, set] of sets) sets.set(key, resized(set, capacity));
    this.ratingSets = this.ratingSets.map((set) => resized(set, capacity));
    this.newSet = resized(this.newSet, capacity);
    this.saleSet = resized(this.saleSet, capacity);
    this.capacity = capacity;
  }

  private setFor(sets: Map<string, Bitset>, key: string): Bitset {
    let set = sets.get(key);
    if (!set) {
      set = createBitset(this.capacity);
      sets.set(key, set);
    }
    return set;
  }

  // The same few category codes, colour lists and stock shapes recur across 50,000 products:
  // one shared copy of each.
  private intern(value: string): string {
    const known = this.strings.get(value);
    if (known !== undefined) return known;
    this.strings.set(value, value);
    return value;
  }
  private internList(values: readonly string[]): readonly string[] {
    const key = `${values.length}\u0001${values.join("\u0000")}`;
    let list = this.lists.get(key);
    if (!list) {
      list = Object.freeze(values.map((v) => this.intern(v)));
      this.lists.set(key, list);
    }
    return list;
  }
  private internStock(stock: ProductStock): ProductStock {
    const key = `${stock.stockLevelStatus}|${stock.soldOut}|${stock.notifyMe}|${stock.preOrder}`;
    let shared = this.stockShapes.get(key);
    if (!shared) {
      shared = { ...stock };
      this.stockShapes.set(key, shared);
    }
    return shared;
  }
}

/** A sort of sorts.ts, or plain code order (the tie-break of them all). */
type OrderCode = SortCode | "code";

interface SlotOrder {
  sort: OrderCode;
  currency: SearchCurrency;
  slots: Int32Array;
  length: number;
}

function orderKey(sort: OrderCode, currency: SearchCurrency): string {
  // Only the price sorts depend on the currency.
  return sort === "price-asc" || sort === "price-desc" ? `${sort}|${currency}` : `${sort}|GBP`;
}
