import { describe, expect, it } from "vitest";
import { giftCardSealer } from "./gift-card-sealing.ts";

const SECRET = "a-test-secret-of-at-least-32-characters!";

describe("sealing a gift card's code and PIN", () => {
  it("unseals what it sealed, and never shows the code or PIN in the sealed value", () => {
    const sealer = giftCardSealer(SECRET);
    const sealed = sealer.seal({ code: "GC12345678901234", pin: "123456" });
    expect(sealed).not.toContain("GC12345678901234");
    expect(sealed).not.toContain("123456");
    expect(sealer.unseal(sealed)).toEqual({ code: "GC12345678901234", pin: "123456" });
  });

  it("seals the same card differently each time", () => {
    const sealer = giftCardSealer(SECRET);
    const secrets = { code: "GC12345678901234", pin: "123456" };
    expect(sealer.seal(secrets)).not.toBe(sealer.seal(secrets));
  });

  it("refuses a value sealed under another secret, or changed", () => {
    const sealed = giftCardSealer(SECRET).seal({ code: "GC12345678901234", pin: "123456" });
    expect(() => giftCardSealer(`${SECRET}x`).unseal(sealed)).toThrow();
    const parts = sealed.split(".");
    const body = parts[3] ?? "";
    const flipped = `${body.slice(0, -1)}${body.endsWith("A") ? "B" : "A"}`;
    expect(() => giftCardSealer(SECRET).unseal([...parts.slice(0, 3), flipped].join("."))).toThrow();
    expect(() => giftCardSealer(SECRET).unseal("nonsense")).toThrow();
  });
});
