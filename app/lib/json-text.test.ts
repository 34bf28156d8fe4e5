import { describe, expect, it } from "vitest";
import { fromJsonText, joinedJsonTexts, toJsonText } from "./json-text.ts";

describe("JSON texts", () => {
  it("give back the plain data they were made from", () => {
    const page = {
      title: "Duvet covers",
      counts: [3, 0, 12],
      selected: null,
      nested: { ok: true, name: "Oxford" },
    };
    expect(fromJsonText(toJsonText(page))).toEqual(page);
  });

  it("are parsed once, however many components read the same text", () => {
    const text = toJsonText({ version: "uk", menu: [{ label: "Bedroom" }] });
    const first = fromJsonText(text);
    expect(fromJsonText(text)).toBe(first);
    // A text with the same characters (the layout's data again after a navigation) is the same value too.
    expect(fromJsonText(toJsonText({ version: "uk", menu: [{ label: "Bedroom" }] }))).toBe(first);
  });

  it("keep only the last few: an old page's text is parsed again", () => {
    const old = toJsonText({ page: 0 });
    const first = fromJsonText(old);
    for (let page = 1; page <= 8; page++) fromJsonText(toJsonText({ page }));
    const again = fromJsonText(old);
    expect(again).toEqual(first);
    expect(again).not.toBe(first);
  });

  it("join two objects' texts into the text of their keys together", () => {
    const shared = toJsonText({ version: "uk", menu: [{ label: "Bedroom" }] });
    const own = toJsonText({ personal: false, notice: { text: "Added, £5" } });
    expect(fromJsonText(joinedJsonTexts(shared, own))).toEqual({
      version: "uk",
      menu: [{ label: "Bedroom" }],
      personal: false,
      notice: { text: "Added, £5" },
    });
    expect(fromJsonText(joinedJsonTexts(toJsonText({}), own))).toEqual({
      personal: false,
      notice: { text: "Added, £5" },
    });
    expect(fromJsonText(joinedJsonTexts(shared, toJsonText({})))).toEqual({
      version: "uk",
      menu: [{ label: "Bedroom" }],
    });
    expect(() => joinedJsonTexts(toJsonText([1]) as never, own)).toThrow(TypeError);
  });
});
