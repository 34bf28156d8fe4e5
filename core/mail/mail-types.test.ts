import { describe, expect, it } from "vitest";
import { emailHtml } from "./email-layout.ts";
import { retryDelayMs } from "./mail-types.ts";
import { passwordEmail } from "./password-emails.ts";

describe("e-mail", () => {
  it("retries with exponential backoff, capped at an hour", () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(20)).toBe(3_600_000);
  });

  it("builds a multipart password e-mail with every value escaped", () => {
    const message = passwordEmail({
      flow: "RESETPASSWORD",
      to: "ada@example.com",
      firstName: "<b>Ada</b>",
      link: "https://shop.example/uk/login/pw/change?token=abc&x=1",
    });
    expect(message.kind).toBe("password-reset");
    expect(message.html).toContain("THE WHITE COVE");
    expect(message.html).toContain("&lt;b&gt;Ada&lt;/b&gt;");
    expect(message.html).toContain('href="https://shop.example/uk/login/pw/change?token=abc&amp;x=1"');
    expect(message.text).toContain("https://shop.example/uk/login/pw/change?token=abc&x=1");
    expect(
      emailHtml({
        preheader: "",
        heading: "<h>",
        paragraphs: [],
        button: { label: "", href: "" },
        footnotes: [],
      }),
    ).toContain("&lt;h&gt;");
  });
});
