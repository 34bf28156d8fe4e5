import { editDistanceWithin, letterMask, maskDistanceAtMost } from "./edit-distance.ts";
import type { TextMatches } from "./text-matches.ts";

/** The text of one product, by field. */
export interface TextFields {
  name: string;
  category: string;
  colours: string;
  keywords: string;
  description: string;
}

const FIELDS = ["name", "category", "colours", "keywords", "description"] as const;
const FIELD_COUNT = FIELDS.length;
// Where a word counts most: a hit in the name beats one in the description (decision 012).
const BOOST = [3, 2, 2, 1, 0.5];
// BM25+ as MiniSearch 7.2 scores it (the engine this index replaced; docs/decisions/012): the
// same constants, weights and formula, so searches rank as they did.
const K = 1.2;
const B = 0.7;
const D = 0.5;
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
// Below this many exact/prefix hits, typo tolerance is tried as well.
const FUZZY_WHEN_FEWER_THAN = 3;
// MiniSearch's tokenizer: any Unicode space or punctuation separates words.
const SPACE_OR_PUNCTUATION = /[\n\r\p{Z}\p{P}]+/u;

/** Edits a typed word may be from a known word: none below 4 letters, 1 below 7, else 2. */
export function typoDistance(word: string): number {
  return word.length < 4 ? 0 : word.length < 7 ? 1 : 2;
}

/** The words of a search as the index looks them up: lower case, split on spaces and punctuation. */
export function searchWords(text: string): string[] {
  return text
    .split(SPACE_OR_PUNCTUATION)
    .map((word) => word.toLowerCase())
    .filter(Boolean);
}

const NO_MATCHES: TextMatches = { slots: new Int32Array(0), scores: new Float64Array(0) };

/**
 * Full text over products' names, categories, colours, keywords and descriptions (decision 012):
 * the last word matches as a prefix, the others whole, all must match, and typo tolerance (edit
 * distance by word length) is the fallback when fewer than 3 products match. Products are the
 * search table's slots, so a match needs no lookup by code.
 *
 * Postings live in flat typed arrays, one run per (word, field), rebuilt from each product's word
 * list after a change (`commit`); a product's words stay listed so it can be taken out again.
 */
export class TextIndex {
  // Known words, their ids, letter masks, and (rebuilt when words are added) the ids in code-unit
  // order for prefix runs and by length for typo scans.
  private readonly wordIds = new Map<string, number>();
  private readonly words: string[] = [];
  private masks = new Int32Array(1024);
  private sortedWords = new Int32Array(0);
  private wordsByLength: number[][] = [];
  private sortedCount = 0;

  // Products: per slot, whether it is held, its field lengths (distinct tokens, as MiniSearch
  // counts them) and where its (word, field) pairs and their frequencies sit in the pool.
  private capacity = 0;
  private documentCount = 0;
  private readonly averageFieldLength = new Float64Array(FIELD_COUNT);
  private held = new Uint8Array(0);
  private fieldLength = new Int32Array(0);
  private pairStart = new Int32Array(0);
  private pairCount = new Int32Array(0);
  private poolPairs = new Int32Array(1 << 16);
  private poolFrequency = new Uint16Array(1 << 16);
  private poolUsed = 0;
  private poolGarbage = 0;

  // Postings: the run of (word, field) pair p is postingSlots[postingStart[p] … postingStart[p + 1]).
  private postingStart = new Int32Array(1);
  private postingSlots = new Int32Array(0);
  private postingFrequency = new Uint16Array(0);
  private stale = false;

  // Scratch for one search, sized to the slots.
  private total = new Float64Array(0);
  private partial = new Float64Array(0);
  private rounds = new Uint16Array(0);

  get size(): number {
    return this.documentCount;
  }
  get wordCount(): number {
    return this.words.length;
  }

  has(slot: number): boolean {
    return slot < this.capacity && this.held[slot] === 1;
  }

  /** Indexes a product in a slot (replacing what the slot held). */
  add(slot: number, fields: TextFields): void {
    if (this.has(slot)) this.remove(slot);
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, this.capacity + (this.capacity >>> 3) + 64));
    const frequency = new Map<number, number>();
    for (let f = 0; f < FIELD_COUNT; f++) {
      const tokens = fields[FIELDS[f]!].split(SPACE_OR_PUNCTUATION);
      // MiniSearch's field length is the number of distinct raw tokens, and its average is kept
      // as a running mean; both feed the score, so they are kept the same way.
      const length = new Set(tokens).size;
      this.fieldLength[slot * FIELD_COUNT + f] = length;
      this.averageFieldLength[f] =
        (this.averageFieldLength[f]! * this.documentCount + length) / (this.documentCount + 1);
      for (const token of tokens) {
        const word = token.toLowerCase();
        if (!word) continue;
        const pair = this.wordId(word) * FIELD_COUNT + f;
        frequency.set(pair, (frequency.get(pair) ?? 0) + 1);
      }
    }
    this.documentCount++;
    if (this.poolUsed + frequency.size > this.poolPairs.length) this.growPool(this.poolUsed + frequency.size);
    this.pairStart[slot] = this.poolUsed;
    this.pairCount[slot] = frequency.size;
    for (const [pair, count] of frequency) {
      this.poolPairs[this.poolUsed] = pair;
      this.poolFrequency[this.poolUsed] = Math.min(count, 0xffff);
      this.poolUsed++;
    }
    this.held[slot] = 1;
    this.stale = true;
  }

  /** Takes the product in a slot out of the index. */
  remove(slot: number): void {
    if (!this.has(slot)) return;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const length = this.fieldLength[slot * FIELD_COUNT + f]!;
      const count = this.documentCount;
      this.averageFieldLength[f] =
        count === 1 ? 0 : (this.averageFieldLength[f]! * count - length) / (count - 1);
    }
    this.documentCount--;
    this.held[slot] = 0;
    this.poolGarbage += this.pairCount[slot]!;
    this.pairCount[slot] = 0;
    this.stale = true;
  }

  /** Rebuilds the postings after changes (a search does it too when needed). */
  commit(): void {
    if (this.stale) this.rebuildPostings();
    if (this.sortedCount !== this.words.length) this.sortWords();
  }

  /** Products matching the text: exact and prefix first, typo-tolerant when that finds fewer than 3. */
  match(text: string): TextMatches {
    const words = searchWords(text);
    if (words.length === 0) return NO_MATCHES;
    this.commit();
    const exact = this.search(words, false);
    if (exact.slots.length >= FUZZY_WHEN_FEWER_THAN) return exact;
    return this.search(words, true);
  }

  /**
   * Every word scores each product that has it (or, for the last word, a word it starts; with
   * typos, a word within `typoDistance`); a product must match every word, and its score is the
   * sum of its words' scores times the number of distinct words (MiniSearch's AND).
   */
  private search(words: readonly string[], typos: boolean): TextMatches {
    const total = this.total;
    const partial = this.partial;
    const rounds = this.rounds;
    let candidates: number[] = [];
    let survivors: number[] = [];
    for (let i = 0; i < words.length; i++) {
      const word = words[i]!;
      const round: number[] = [];
      for (const [id, weight] of this.derivedWords(word, i === words.length - 1, typos)) {
        for (let f = 0; f < FIELD_COUNT; f++) {
          const pair = id * FIELD_COUNT + f;
          const start = this.postingStart[pair]!;
          const end = this.postingStart[pair + 1]!;
          if (start === end) continue;
          const matching = end - start;
          const n = this.documentCount;
          const inverse = Math.log(1 + (n - matching + 0.5) / (matching + 0.5));
          const weighted = weight * BOOST[f]!;
          const average = this.averageFieldLength[f]!;
          for (let p = start; p < end; p++) {
            const slot = this.postingSlots[p]!;
            const seen = rounds[slot]!;
            // A product still in the running has matched every earlier word.
            if (seen < i) continue;
            const tf = this.postingFrequency[p]!;
            const length = this.fieldLength[slot * FIELD_COUNT + f]!;
            const score =
              weighted * (inverse * (D + (tf * (K + 1)) / (tf + K * (1 - B + (B * length) / average))));
            if (seen === i) {
              rounds[slot] = i + 1;
              partial[slot] = score;
              round.push(slot);
            } else partial[slot]! += score;
          }
        }
      }
      for (const slot of round) total[slot] = i === 0 ? partial[slot]! : total[slot]! + partial[slot]!;
      if (i === 0) candidates = round;
      survivors = round;
      if (round.length === 0) break;
    }
    const quality = new Set(words).size;
    const slots = new Int32Array(survivors.length);
    const scores = new Float64Array(survivors.length);
    for (let i = 0; i < survivors.length; i++) {
      const slot = survivors[i]!;
      slots[i] = slot;
      scores[i] = total[slot]! * quality;
    }
    for (const slot of candidates) rounds[slot] = 0;
    return { slots, scores };
  }

  /** The known words a typed word stands for, with their weights: itself, its extensions, its near misses. */
  private derivedWords(word: string, prefix: boolean, typos: boolean): [id: number, weight: number][] {
    const derived: [number, number][] = [];
    const exact = this.wordIds.get(word);
    if (exact !== undefined) derived.push([exact, 1]);
    if (prefix) {
      let low = 0;
      let high = this.sortedWords.length;
      while (low < high) {
        const mid = (low + high) >>> 1;
        if (this.words[this.sortedWords[mid]!]! < word) low = mid + 1;
        else high = mid;
      }
      for (let i = low; i < this.sortedWords.length; i++) {
        const id = this.sortedWords[i]!;
        const known = this.words[id]!;
        if (!known.startsWith(word)) break;
        const distance = known.length - word.length;
        if (distance > 0)
          derived.push([id, (PREFIX_WEIGHT * known.length) / (known.length + 0.3 * distance)]);
      }
    }
    const max = typos ? typoDistance(word) : 0;
    if (max > 0) {
      const mask = letterMask(word);
      for (let length = Math.max(1, word.length - max); length <= word.length + max; length++)
        for (const id of this.wordsByLength[length] ?? []) {
          if (!maskDistanceAtMost(mask, this.masks[id]!, max)) continue;
          const known = this.words[id]!;
          const distance = editDistanceWithin(word, known, max);
          // An extension of the last word already counted as a prefix match.
          if (distance <= 0 || (prefix && known.startsWith(word))) continue;
          derived.push([id, (FUZZY_WEIGHT * known.length) / (known.length + distance)]);
        }
    }
    return derived;
  }

  private wordId(word: string): number {
    let id = this.wordIds.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.words.push(word);
      this.wordIds.set(word, id);
      if (id >= this.masks.length) {
        const masks = new Int32Array(this.masks.length * 2);
        masks.set(this.masks);
        this.masks = masks;
      }
      this.masks[id] = letterMask(word);
    }
    return id;
  }

  private sortWords(): void {
    const ids = Array.from({ length: this.words.length }, (_, i) => i);
    const words = this.words;
    ids.sort((a, b) => (words[a]! < words[b]! ? -1 : words[a]! > words[b]! ? 1 : 0));
    this.sortedWords = Int32Array.from(ids);
    const longest = words.reduce((most, word) => Math.max(most, word.length), 0);
    this.wordsByLength = Array.from({ length: longest + 1 }, () => []);
    for (let id = 0; id < words.length; id++) this.wordsByLength[words[id]!.length]!.push(id);
    this.sortedCount = words.length;
  }

  private rebuildPostings(): void {
    if (this.poolGarbage > this.poolUsed / 2) this.compactPool();
    const pairs = this.words.length * FIELD_COUNT;
    const start = new Int32Array(pairs + 1);
    for (let slot = 0; slot < this.capacity; slot++) {
      if (this.held[slot] !== 1) continue;
      const from = this.pairStart[slot]!;
      const to = from + this.pairCount[slot]!;
      for (let p = from; p < to; p++) start[this.poolPairs[p]! + 1]!++;
    }
    for (let p = 0; p < pairs; p++) start[p + 1]! += start[p]!;
    const next = start.slice(0, pairs);
    const slots = new Int32Array(start[pairs]!);
    const frequency = new Uint16Array(start[pairs]!);
    // Slots in ascending order, so every run is too.
    for (let slot = 0; slot < this.capacity; slot++) {
      if (this.held[slot] !== 1) continue;
      const from = this.pairStart[slot]!;
      const to = from + this.pairCount[slot]!;
      for (let p = from; p < to; p++) {
        const at = next[this.poolPairs[p]!]!++;
        slots[at] = slot;
        frequency[at] = this.poolFrequency[p]!;
      }
    }
    this.postingStart = start;
    this.postingSlots = slots;
    this.postingFrequency = frequency;
    this.stale = false;
  }

  private compactPool(): void {
    let used = 0;
    for (let slot = 0; slot < this.capacity; slot++) {
      if (this.held[slot] !== 1) continue;
      const from = this.pairStart[slot]!;
      const count = this.pairCount[slot]!;
      this.poolPairs.copyWithin(used, from, from + count);
      this.poolFrequency.copyWithin(used, from, from + count);
      this.pairStart[slot] = used;
      used += count;
    }
    this.poolUsed = used;
    this.poolGarbage = 0;
  }

  private growPool(needed: number): void {
    const size = Math.max(needed, this.poolPairs.length * 2);
    const pairs = new Int32Array(size);
    pairs.set(this.poolPairs.subarray(0, this.poolUsed));
    const frequency = new Uint16Array(size);
    frequency.set(this.poolFrequency.subarray(0, this.poolUsed));
    this.poolPairs = pairs;
    this.poolFrequency = frequency;
  }

  private grow(capacity: number): void {
    const copy = <T extends Uint8Array | Uint16Array | Int32Array | Float64Array>(old: T, next: T): T => {
      next.set(old as never);
      return next;
    };
    this.held = copy(this.held, new Uint8Array(capacity));
    this.fieldLength = copy(this.fieldLength, new Int32Array(capacity * FIELD_COUNT));
    this.pairStart = copy(this.pairStart, new Int32Array(capacity));
    this.pairCount = copy(this.pairCount, new Int32Array(capacity));
    this.total = new Float64Array(capacity);
    this.partial = new Float64Array(capacity);
    this.rounds = new Uint16Array(capacity);
    this.capacity = capacity;
  }
}
