import { escapeHtml } from "../../../core/mail/email-layout.ts";
import { formatMoney } from "../../../core/money/money.ts";
import type { SignedResultQuery } from "../../../core/payments/signed-result.ts";
import type { CardFormField } from "./sandbox-outcomes.ts";

// The SANDBOX hosted payment page, its 3-D Secure challenge and its result page: plain HTML on the sandbox's own
// origin, framed by the store. No external assets; the one script and style carry the response's CSP nonce.

const STYLE = `
*{box-sizing:border-box}
body{margin:0;padding:16px;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1b;background:#fff}
h1{font-size:1.125rem;margin:0 0 4px}
p{margin:0 0 12px}
.sandbox{display:inline-block;font-size:.75rem;letter-spacing:.05em;text-transform:uppercase;background:#fff4d6;color:#5c4300;padding:2px 6px;border-radius:3px;margin-bottom:8px}
.field{margin:0 0 14px}
.row{display:flex;gap:12px}.row .field{flex:1}
label{display:block;font-weight:600;margin-bottom:4px}
.hint{display:block;font-size:.875rem;color:#5a5a57;margin-bottom:4px}
input{width:100%;font:inherit;padding:10px;border:1px solid #767672;border-radius:4px}
input:focus-visible,button:focus-visible,a:focus-visible{outline:3px solid #1d5fbf;outline-offset:2px}
input[aria-invalid=true]{border:2px solid #b3261e}
.error{display:block;color:#b3261e;font-size:.875rem;margin-bottom:4px}
.summary{border:2px solid #b3261e;padding:8px 12px;margin-bottom:14px}
.summary ul{margin:4px 0 0;padding-left:20px}
.summary a{color:#b3261e}
button{font:inherit;font-weight:600;padding:12px 20px;border:0;border-radius:4px;background:#1d1d1b;color:#fff;cursor:pointer;width:100%}
button+button{margin-top:8px}
button.secondary{background:#fff;color:#1d1d1b;border:1px solid #1d1d1b}
a{color:#1d1d1b}
`;

function page(title: string, nonce: string, body: string, head = ""): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style>${head}</head><body><main aria-label="${escapeHtml(title)}">${body}</main></body></html>`;
}

const SANDBOX_BADGE = `<span class="sandbox">Sandbox: no real payment</span>`;

/** JSON inside a script element: `<` escaped so no value can close the element. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replaceAll("<", "\\u003c");
}

/**
 * Tells the framing store the page's height, now, whenever it changes (an error summary, a narrower window) and when
 * the store asks, so the frame fits the page instead of leaving blank space under it. Hosted card
 * pages send such a size message; only the store's origin receives it.
 */
function sizeScript(storeOrigin: string): string {
  const origin = scriptJson(storeOrigin);
  // Also on the store's asking: its page may start listening only after this page has loaded.
  return `
if (window.parent !== window) {
  const tellHeight = () => window.parent.postMessage({ type: "payment-page-size", height: Math.ceil(document.body.getBoundingClientRect().height) }, ${origin});
  // At once as well as on resizes: a frame out of view may have its resize observations held back until scrolled to.
  tellHeight();
  new ResizeObserver(tellHeight).observe(document.body);
  window.addEventListener("message", (event) => {
    if (event.origin === ${origin} && event.source === window.parent && event.data && event.data.type === "payment-page-measure") tellHeight();
  });
}
`;
}

const FIELDS: ReadonlyArray<{
  name: CardFormField;
  label: string;
  autocomplete: string;
  hint?: string;
  inputmode?: string;
  keepValue: boolean;
}> = [
  { name: "holderName", label: "Name on card", autocomplete: "cc-name", keepValue: true },
  {
    name: "cardNumber",
    label: "Card number",
    autocomplete: "cc-number",
    inputmode: "numeric",
    keepValue: false,
  },
  { name: "expiry", label: "Expiry date", hint: "MM/YY", autocomplete: "cc-exp", keepValue: true },
  {
    name: "securityCode",
    label: "Security code",
    hint: "3 digits on the back, or 4 on the front of an American Express card",
    autocomplete: "cc-csc",
    inputmode: "numeric",
    keepValue: false,
  },
];

interface PaymentPageView {
  sessionId: string;
  amount: number;
  currency: string;
  storeOrigin: string;
  /** The card will be kept as a token for the shopper (save-card on, a signed-in shopper). */
  savesCard: boolean;
  /** A saved card being paid with: only its security code is asked for. */
  savedCard?: { maskedNumber: string; brand: string } | null;
  /** What the shopper typed, for the fields that may be shown again (never the number or security code). */
  values?: { holderName?: string; expiry?: string };
  errors?: Partial<Record<CardFormField, string>>;
  nonce: string;
}

function fieldHtml(field: (typeof FIELDS)[number], view: PaymentPageView): string {
  const id = `card-${field.name}`;
  const error = view.errors?.[field.name];
  const described = [field.hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ");
  const value =
    field.keepValue && (field.name === "holderName" || field.name === "expiry")
      ? view.values?.[field.name]
      : "";
  return `<div class="field"><label for="${id}">${field.label}</label>${
    field.hint ? `<span class="hint" id="${id}-hint">${escapeHtml(field.hint)}</span>` : ""
  }${error ? `<span class="error" id="${id}-error">${escapeHtml(error)}</span>` : ""}<input id="${id}" name="${
    field.name
  }" type="text" autocomplete="${field.autocomplete}"${field.inputmode ? ` inputmode="${field.inputmode}"` : ""} spellcheck="false" required${
    described ? ` aria-describedby="${described}"` : ""
  }${error ? ' aria-invalid="true"' : ""} value="${escapeHtml(value ?? "")}"></div>`;
}

/** The card form: posts to itself; the store may also submit it by a message from its own origin only. */
export function paymentPage(view: PaymentPageView): string {
  const errors = Object.entries(view.errors ?? {});
  const summary =
    errors.length > 0
      ? `<div class="summary" role="alert" tabindex="-1" id="error-summary"><strong>Check your card details</strong><ul>${errors
          .map(([name, message]) => `<li><a href="#card-${name}">${escapeHtml(message ?? "")}</a></li>`)
          .join("")}</ul></div>`
      : "";
  const fields = FIELDS.map((field) => fieldHtml(field, view));
  const amount = formatMoney({ amount: view.amount, currency: view.currency }, "en-GB");
  const script = `
const storeOrigin = ${scriptJson(view.storeOrigin)};
const form = document.getElementById("card-form");
if (window.parent !== window) {
  // Both ways: the page posts only to the store's origin and acts only on messages from it.
  window.addEventListener("message", (event) => {
    if (event.origin !== storeOrigin || event.source !== window.parent) return;
    if (event.data && event.data.type === "payment-submit") form.requestSubmit();
  });
  window.parent.postMessage({ type: "payment-page-ready" }, storeOrigin);
}
const summary = document.getElementById("error-summary");
if (summary) summary.focus();
${sizeScript(view.storeOrigin)}`;
  return page(
    "Card details",
    view.nonce,
    `${SANDBOX_BADGE}<h1>Pay ${escapeHtml(amount)} by card</h1>${summary}<form id="card-form" method="post" action="/pay/${encodeURIComponent(
      view.sessionId,
    )}" novalidate>${
      view.savedCard
        ? `<p>Card ${escapeHtml(view.savedCard.maskedNumber)} (${escapeHtml(view.savedCard.brand)})</p>${fields[3]}`
        : `${fields[0]}${fields[1]}<div class="row">${fields[2]}${fields[3]}</div>`
    }${
      view.savesCard ? "<p>Your card will be saved to your account for next time.</p>" : ""
    }<button type="submit">Pay ${escapeHtml(amount)}</button></form><script nonce="${view.nonce}">${script}</script>`,
  );
}

/** The issuer's 3-D Secure challenge, reduced to the two answers a test needs. */
export function challengePage(sessionId: string, nonce: string, storeOrigin: string): string {
  return page(
    "Confirm it's you",
    nonce,
    `${SANDBOX_BADGE}<h1>Confirm it's you</h1><p>Your bank asks you to confirm this payment (3-D Secure test page).</p><form method="post" action="/3ds/${encodeURIComponent(
      sessionId,
    )}"><button type="submit" name="decision" value="pass">Pass</button><button type="submit" name="decision" value="fail" class="secondary">Fail</button></form><script nonce="${nonce}">${sizeScript(storeOrigin)}</script>`,
  );
}

/**
 * The result: posted to the store's window (target origin fixed, so no other origin can read it), then the frame
 * goes to the store's return page with the same signed fields, which also works with scripts off.
 */
export function resultPage(view: {
  result: SignedResultQuery;
  returnUrl: string;
  storeOrigin: string;
  nonce: string;
}): string {
  const target = new URL(view.returnUrl);
  for (const [name, value] of Object.entries(view.result)) target.searchParams.set(name, value);
  const href = target.toString();
  const script = `
const result = ${scriptJson({ type: "payment-result", ...view.result })};
if (window.parent !== window) window.parent.postMessage(result, ${scriptJson(view.storeOrigin)});
window.location.replace(${scriptJson(href)});
`;
  const heading =
    view.result.status === "authorised"
      ? "Payment authorised"
      : view.result.status === "refused"
        ? "Payment refused"
        : "Payment not completed";
  return page(
    heading,
    view.nonce,
    `${SANDBOX_BADGE}<h1>${heading}</h1>${
      view.result.reason ? `<p>${escapeHtml(view.result.reason)}</p>` : ""
    }<p><a href="${escapeHtml(href)}">Continue</a></p><script nonce="${view.nonce}">${script}</script>`,
    `<noscript><meta http-equiv="refresh" content="0; url=${escapeHtml(href)}"></noscript>`,
  );
}

export function problemPage(title: string, message: string, nonce: string): string {
  return page(title, nonce, `${SANDBOX_BADGE}<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
