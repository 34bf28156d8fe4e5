import { describe, expect, it } from "vitest";
import {
  addRecentSearch,
  MAX_RECENT_SEARCHES,
  parsePopularSearches,
  parseRecentSearches,
  serialiseRecentSearches,
} from "./recent-searches.ts";
import { isQueryTooShort, stripSpecialCharacters } from "./special-characters.ts";

// config/defaults.json search.specialCharacterPattern
const PATTERN = '[<>{}\\[\\]\\\\^~`|#%$*=+;:"]';

describe("special characters (spec 000 §5)", () => {
  it("strips every configured character and says it did", () => {
    expect(stripSpecialCharacters('<tow>els{}[]\\^~`|#%$*=+;:"', PATTERN)).toEqual({
      text: "towels",
      stripped: true,
    });
  });

  it("leaves ordinary searches alone", () => {
    expect(stripSpecialCharacters("kids' pyjamas & robes", PATTERN)).toEqual({
      text: "kids' pyjamas & robes",
      stripped: false,
    });
  });

  it("strips nothing when the configured pattern does not compile", () => {
    expect(stripSpecialCharacters("a[b", "[")).toEqual({ text: "a[b", stripped: false });
  });

  it("calls a query shorter than the minimum too short, ignoring spaces", () => {
    expect(isQueryTooShort("t", 2)).toBe(true);
    expect(isQueryTooShort(" t ", 2)).toBe(true);
    expect(isQueryTooShort("to", 2)).toBe(false);
  });
});

describe("recent searches cookie (spec 000 §9)", () => {
  it("reads terms joined by |, newest first, at most 5, without duplicates", () => {
    expect(parseRecentSearches("towels|Candles||towels|a|b|c|d")).toEqual([
      "towels",
      "Candles",
      "a",
      "b",
      "c",
    ]);
    expect(parseRecentSearches(undefined)).toEqual([]);
  });

  it("puts a new term first and drops the oldest beyond five", () => {
    let terms: string[] = [];
    for (const term of ["one", "two", "three", "four", "five", "six"]) terms = addRecentSearch(terms, term);
    expect(terms).toEqual(["six", "five", "four", "three", "two"]);
    expect(terms).toHaveLength(MAX_RECENT_SEARCHES);
  });

  it("moves a repeated term to the front whatever its case", () => {
    expect(addRecentSearch(["candles", "Towels"], "towels")).toEqual(["towels", "candles"]);
  });

  it("keeps the separator out of a term so the cookie stays readable", () => {
    const terms = addRecentSearch([], "bath|mat");
    expect(parseRecentSearches(serialiseRecentSearches(terms))).toEqual(["bath mat"]);
  });

  it("reads up to five popular searches from the semicolon setting", () => {
    expect(parsePopularSearches("towels; candles;;pyjamas;duvet;cashmere;robes")).toEqual([
      "towels",
      "candles",
      "pyjamas",
      "duvet",
      "cashmere",
    ]);
  });
});
