import type { ReactNode } from "react";
import type { PaymentIcon } from "../../../core/site/country-payment-icons.ts";
import { useSite } from "../../lib/use-site.ts";
import { SpriteMark } from "./sprite-mark.tsx";
import "./footer-payment-icons.css";

// Small card-shaped marks for the payment methods of spec 002 §9, drawn here (no requests, crisp at any size).
// They suggest each scheme's colours without copying its artwork. Their lettering is drawn as outlines from the
// marks file (`SpriteMark`), so laying out the footer looks up no font.

const MARKS: Record<PaymentIcon, ReactNode> = {
  visa: <SpriteMark id="visa" fill="#1a1f71" />,
  visa_delta: (
    <>
      <SpriteMark id="visaSmall" fill="#1a1f71" />
      <SpriteMark id="debit" fill="#1a1f71" />
    </>
  ),
  mastercard: (
    <>
      <circle cx="16" cy="13" r="7" fill="#eb001b" />
      <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
    </>
  ),
  maestro: (
    <>
      <circle cx="16" cy="13" r="7" fill="#0099df" />
      <circle cx="24" cy="13" r="7" fill="#e30613" fillOpacity="0.85" />
    </>
  ),
  amex: (
    <>
      <rect x="3" y="3" width="34" height="20" rx="2" fill="#2e77bc" />
      <SpriteMark id="amex" fill="#fff" />
    </>
  ),
  paypal: (
    <>
      <SpriteMark id="paypal-1" fill="#003087" />
      <SpriteMark id="paypal-2" fill="#009cde" />
    </>
  ),
  discover: (
    <>
      <SpriteMark id="disc" fill="#231f20" />
      <circle cx="27.5" cy="13.6" r="3" fill="#f58220" />
      <SpriteMark id="discR" fill="#231f20" />
    </>
  ),
  giftCard: (
    <>
      <rect x="9" y="7" width="22" height="13" rx="1.5" fill="#2f3b36" />
      <path d="M20 7v13M9 12h22" stroke="#e8dcc4" strokeWidth="1.6" />
      <path
        d="M20 7c-2.5-3.5-6-2.5-4.5 0M20 7c2.5-3.5 6-2.5 4.5 0"
        fill="none"
        stroke="#e8dcc4"
        strokeWidth="1.2"
      />
    </>
  ),
  applepay: (
    <>
      <path
        d="M12.6 9.2c.5-.6.8-1.3.7-2.1-.7 0-1.5.5-2 1-.4.5-.8 1.3-.7 2 .8.1 1.5-.3 2-.9Zm.7 1.1c-1.1-.1-2 .6-2.5.6s-1.3-.6-2.2-.6c-1.1 0-2.1.7-2.7 1.7-1.2 2-.3 5 .8 6.6.6.8 1.2 1.6 2 1.6s1.1-.5 2.1-.5 1.2.5 2.1.5 1.4-.8 1.9-1.6c.6-.9.9-1.8.9-1.8s-1.7-.7-1.7-2.7c0-1.6 1.3-2.4 1.4-2.5-.8-1.1-2-1.3-2.1-1.3Z"
        fill="#000"
      />
      <SpriteMark id="pay" fill="#000" />
    </>
  ),
  googlepay: (
    <>
      <SpriteMark id="googleG" fill="#4285f4" />
      <SpriteMark id="pay" fill="#5f6368" />
    </>
  ),
  ideal: (
    <>
      <rect x="7" y="4" width="26" height="18" rx="3" fill="#fff" stroke="#cc0066" strokeWidth="1.2" />
      <SpriteMark id="ideal" fill="#cc0066" />
    </>
  ),
  savedCard: (
    <>
      <rect x="8" y="6" width="24" height="15" rx="2" fill="none" stroke="#2f3b36" strokeWidth="1.2" />
      <path d="M8 10h24" stroke="#2f3b36" strokeWidth="2" />
      <path d="M26 16.5l1.6 1.6 3-3" fill="none" stroke="#2f7d4f" strokeWidth="1.4" />
    </>
  ),
  creditCard: (
    <>
      <rect x="8" y="6" width="24" height="15" rx="2" fill="none" stroke="#2f3b36" strokeWidth="1.2" />
      <path d="M8 10h24" stroke="#2f3b36" strokeWidth="2" />
      <path d="M11 17h7" stroke="#2f3b36" strokeWidth="1.2" />
    </>
  ),
};

/** One payment method's mark, named for assistive technology. */
function PaymentMark({ icon }: { icon: PaymentIcon }) {
  const { t } = useSite();
  const name = t(`payment.${icon}`);
  return (
    <svg className="payment-mark" viewBox="0 0 40 26" width="40" height="26" role="img" aria-label={name}>
      <title>{name}</title>
      <rect x="0.5" y="0.5" width="39" height="25" rx="3.5" fill="#fff" stroke="#d9d4cc" />
      {MARKS[icon]}
    </svg>
  );
}

/** The accepted payment methods as a labelled list (footer, reduced footer and country overlay). */
export function PaymentIcons({
  icons,
  label,
  className,
}: {
  icons: readonly PaymentIcon[];
  label: string;
  className?: string;
}) {
  return (
    <ul className={className ? `payment-icons ${className}` : "payment-icons"} aria-label={label}>
      {icons.map((icon) => (
        <li key={icon}>
          <PaymentMark icon={icon} />
        </li>
      ))}
    </ul>
  );
}
