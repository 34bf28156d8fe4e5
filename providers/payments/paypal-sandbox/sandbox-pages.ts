import { escapeHtml } from "../../../core/mail/email-layout.ts";
import { formatMoney, money } from "../../../core/money/money.ts";
import type { SandboxBuyer } from "./sandbox-buyers.ts";

// The SANDBOX PayPal approval page: plain HTML on the sandbox's own origin, reached by a top-level redirect from
// the store (never framed). A banner says plainly that no real account or money is involved.

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d1d1b;background:#f5f7fa}
.banner{background:#fff4d6;color:#5c4300;text-align:center;padding:8px 16px;font-size:.875rem;font-weight:600;letter-spacing:.02em}
main{max-width:480px;margin:0 auto;padding:24px 16px 48px}
.card{background:#fff;border:1px solid #d9dde3;border-radius:8px;padding:24px 20px}
.brand{font-size:1.5rem;font-weight:800;color:#003087;margin:0 0 4px}.brand span{color:#009cde}
h1{font-size:1.25rem;margin:0 0 8px}
p{margin:0 0 16px}
.amount{font-size:1.125rem}
fieldset{border:0;margin:0 0 20px;padding:0}
legend{font-weight:700;margin-bottom:8px;padding:0}
.buyer{display:flex;gap:12px;align-items:flex-start;border:1px solid #b9bec6;border-radius:6px;padding:12px;margin-bottom:8px;cursor:pointer}
.buyer input{margin-top:4px;width:20px;height:20px;flex:none}
.buyer small{display:block;color:#545a63;font-size:.875rem}
button{font:inherit;font-weight:700;padding:14px 20px;border:0;border-radius:24px;width:100%;cursor:pointer}
.approve{background:#0070ba;color:#fff}
.cancel{background:#fff;color:#1d1d1b;border:1px solid #1d1d1b;margin-top:12px}
input:focus-visible,button:focus-visible{outline:3px solid #1d5fbf;outline-offset:2px}
`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head><body><div class="banner" role="note">SANDBOX PayPal: no real account, no real money</div><main>${body}</main></body></html>`;
}

interface ApprovalView {
  token: string;
  amount: number;
  currency: string;
  /** The store's host, shown so the buyer knows who asks. */
  merchant: string;
  buyers: readonly SandboxBuyer[];
  nonce: string;
}

export function approvalPage(view: ApprovalView): string {
  const token = escapeHtml(view.token);
  const buyers = view.buyers
    .map(
      (buyer, index) =>
        `<label class="buyer"><input type="radio" name="payerId" value="${escapeHtml(buyer.payer.payerId)}"${index === 0 ? " checked" : ""}><span>${escapeHtml(buyer.label)}<small>${escapeHtml(buyer.payer.email)}</small><small>${escapeHtml(`${buyer.shipping.line1}, ${buyer.shipping.townCity} ${buyer.shipping.postcode}, ${buyer.shipping.countryIso}`)}</small></span></label>`,
    )
    .join("");
  const amount = escapeHtml(formatMoney(money(view.amount, view.currency), "en-GB"));
  return page(
    "Sandbox PayPal: approve your payment",
    view.nonce,
    `<div class="card"><p class="brand" aria-hidden="true">Pay<span>Pal</span></p><h1>Approve your payment (sandbox)</h1>
<p class="amount">Pay <strong>${amount}</strong> to ${escapeHtml(view.merchant)}</p>
<form method="post" action="/checkoutnow/approve"><input type="hidden" name="token" value="${token}">
<fieldset><legend>Sign in as a sandbox buyer</legend>${buyers}</fieldset>
<button type="submit" class="approve">Approve</button></form>
<form method="post" action="/checkoutnow/cancel"><input type="hidden" name="token" value="${token}"><button type="submit" class="cancel">Cancel and return to the shop</button></form></div>`,
  );
}

export function problemPage(message: string, nonce: string): string {
  return page(
    "Sandbox PayPal",
    nonce,
    `<div class="card"><h1>Sandbox PayPal</h1><p>${escapeHtml(message)}</p></div>`,
  );
}
