// The store's e-mail look: a single-column table with inline styles, because mail clients
// ignore style sheets; the logo as text, one clear button-link, and a plain-text twin of every message.
// The colours repeat app/styles/tokens.css by value: e-mail cannot read CSS custom properties.

const INK = "#1d1d1b";
const MUTED = "#5f5f5b";
const PAPER = "#ffffff";
const CANVAS = "#f4f1ec";
const RULE = "#e2ddd4";

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface EmailContent {
  /** Hidden preview line shown by mail clients beside the subject. */
  preheader: string;
  heading: string;
  paragraphs: string[];
  button: { label: string; href: string };
  /** Further links under the button, each on its own line (a second thing the reader may need). */
  links?: { label: string; href: string }[];
  /** Small print under the button (why they got it, how long the link lasts). */
  footnotes: string[];
}

/** The HTML part: every value escaped, every style inline. */
export function emailHtml(content: EmailContent): string {
  const p = (text: string) =>
    `<p style="margin:0 0 16px;font:16px/24px Georgia,'Times New Roman',serif;color:${INK};">${escapeHtml(text)}</p>`;
  const small = (text: string) =>
    `<p style="margin:0 0 8px;font:13px/20px Arial,Helvetica,sans-serif;color:${MUTED};">${escapeHtml(text)}</p>`;
  const link = (item: { label: string; href: string }) =>
    `<p style="margin:0 0 16px;font:15px/22px Arial,Helvetica,sans-serif;"><a href="${escapeHtml(item.href)}" style="color:${INK};">${escapeHtml(item.label)}</a></p>`;
  const href = escapeHtml(content.button.href);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(content.heading)}</title></head>
<body style="margin:0;padding:0;background:${CANVAS};">
<div style="display:none;max-height:0;overflow:hidden;">${escapeHtml(content.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:${CANVAS};">
<tr><td align="center" style="padding:32px 16px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:${PAPER};border:1px solid ${RULE};">
<tr><td align="center" style="padding:28px 32px;border-bottom:1px solid ${RULE};font:600 18px/24px Georgia,'Times New Roman',serif;letter-spacing:4px;color:${INK};">THE WHITE COVE</td></tr>
<tr><td style="padding:32px;">
<h1 style="margin:0 0 20px;font:400 26px/32px Georgia,'Times New Roman',serif;color:${INK};">${escapeHtml(content.heading)}</h1>
${content.paragraphs.map(p).join("\n")}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="background:${INK};">
<a href="${href}" style="display:inline-block;padding:14px 28px;font:600 15px/20px Arial,Helvetica,sans-serif;letter-spacing:1px;color:${PAPER};text-decoration:none;">${escapeHtml(content.button.label)}</a>
</td></tr></table>
${small("If the button does not work, copy this address into your browser:")}
<p style="margin:0 0 24px;font:13px/20px Arial,Helvetica,sans-serif;word-break:break-all;"><a href="${href}" style="color:${INK};">${href}</a></p>
${(content.links ?? []).map(link).join("\n")}
${content.footnotes.map(small).join("\n")}
</td></tr>
<tr><td align="center" style="padding:20px 32px;border-top:1px solid ${RULE};font:12px/18px Arial,Helvetica,sans-serif;color:${MUTED};">The White Cove · This is an automatic message; replies are not read.</td></tr>
</table>
</td></tr></table>
</body></html>`;
}

/** The plain-text part of the same message. */
export function emailText(content: EmailContent): string {
  return [
    "THE WHITE COVE",
    "",
    content.heading,
    "",
    ...content.paragraphs.flatMap((line) => [line, ""]),
    `${content.button.label}: ${content.button.href}`,
    "",
    ...(content.links ?? []).flatMap((item) => [`${item.label}: ${item.href}`, ""]),
    ...content.footnotes,
    "",
    "The White Cove · This is an automatic message; replies are not read.",
  ].join("\n");
}
