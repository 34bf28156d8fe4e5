import { useEffect, useRef, useState } from "react";
import { paymentErrorMessage } from "../../../core/payments/payment-errors.ts";
import type { WalletButtonsSettings } from "../../../core/payments/wallet-page-offer.ts";
import { useSeenOnce } from "../../lib/use-seen-once.ts";
import { useSite } from "../../lib/use-site.ts";
import type { WalletOutcome } from "./wallet-flows.ts";
import { googlePayReady } from "./wallet-readiness.ts";
import { deviceCanPayWithApplePay, loadWalletScript, unloadWalletScript } from "./wallet-script.ts";
import "./wallet-buttons.css";

// Apple Pay and Google Pay express buttons for the bag and the checkout's payment step.
//
// Props: `settings` — what the page's loader computed with core/payments/wallet-page-offer.ts
// (walletButtonsSettings(ctx, version, "bag" | "checkout", {total, currency, countryCode})); render nothing when
// it is null. The server decides what is offered (toggles per version and view, B2B, PAN-only); the browser only
// asks the wallet whether it can pay here.
//
// The server renders a fixed-height placeholder per offered wallet, so hydration moves nothing above it; the
// wallet script is loaded on the client only when a wallet is offered (Apple Pay: only when the device can pay)
// and the section comes within WALLET_ROOT_MARGIN of the viewport (not with the page: on a phone the buttons sit
// below the bag's lines), and unloaded when the buttons go. Failures are shown beside the buttons in the words of
// core/payments/payment-errors.ts; a placed order goes to its confirmation page. The sheets' flows
// (wallet-flows.ts) load when the shopper reaches for a button (pointer over it, focus or press), not with the page.

type Availability = "unknown" | "available" | "unavailable";

/** Far enough ahead of the section that the wallets have answered by the time a scrolling shopper reaches it. */
const WALLET_ROOT_MARGIN = "600px 0px";

let flows: Promise<typeof import("./wallet-flows.ts")> | null = null;
/** The sheets' flows, loaded once, on the first sign that a shopper means to use a wallet. */
function loadFlows() {
  flows ??= import("./wallet-flows.ts").catch((error: unknown) => {
    flows = null;
    throw error;
  });
  return flows;
}

export function WalletButtons({ settings }: { settings: WalletButtonsSettings }) {
  const { t, version, locale } = useSite();
  const { offer, scriptUrl, sandboxAppleDevice } = settings;
  const googleOffered = offer.googlePay.enabled;
  const authMethods = offer.googlePay.allowedAuthMethods.join(",");
  // spec 001 §4: Google Pay's availability is unknown until it answers; targeting (new auth methods) resets it.
  const [google, setGoogle] = useState<Availability>("unknown");
  const [apple, setApple] = useState<Availability>("unknown");
  const [message, setMessage] = useState<string | null>(
    offer.googlePay.refusal ? paymentErrorMessage(offer.googlePay.refusal, locale) : null,
  );
  const [busy, setBusy] = useState(false);
  // The loader's settings are a new object on every render: the effect reads the latest through a ref and runs
  // again only when what is loaded or asked changes (authMethods stands for the offer's auth methods).
  const latestSettings = useRef(settings);
  latestSettings.current = settings;
  const section = useRef<HTMLElement>(null);
  const seen = useSeenOnce(section, WALLET_ROOT_MARGIN);

  useEffect(() => {
    // Google Pay with no auth method allowed cannot pay at all; new ones (targeting) ask it again.
    const googleAsked = googleOffered && authMethods !== "";
    setGoogle(googleAsked ? "unknown" : "unavailable");
    const appleDevice = offer.applePay && deviceCanPayWithApplePay(sandboxAppleDevice);
    setApple(offer.applePay ? (appleDevice ? "unknown" : "unavailable") : "unavailable");
    if (!scriptUrl || (!googleAsked && !appleDevice) || !seen) return;
    let live = true;
    loadWalletScript(scriptUrl)
      .then(async () => {
        if (!live) return;
        if (appleDevice) setApple(deviceCanPayWithApplePay(sandboxAppleDevice) ? "available" : "unavailable");
        if (googleAsked) {
          const ready = await googlePayReady(latestSettings.current).catch(() => false);
          if (live) setGoogle(ready ? "available" : "unavailable");
        }
      })
      .catch(() => {
        if (!live) return;
        setGoogle("unavailable");
        setApple("unavailable");
      });
    return () => {
      live = false;
      unloadWalletScript();
    };
  }, [scriptUrl, googleOffered, offer.applePay, sandboxAppleDevice, authMethods, seen]);

  if (!googleOffered && !offer.applePay && !message) return null;

  const start = async (wallet: "googlePay" | "applePay") => {
    if (busy) return;
    setMessage(null);
    const flowsLoading = loadFlows();
    flowsLoading.catch(() => undefined);
    // An express wallet pays the whole bag at once: it must be valid and have something to pay.
    const check = await fetch(`/${version}/bag/validate-for-ewallet`, {
      headers: { accept: "application/json" },
    })
      .then((response) => response.json() as Promise<{ valid: boolean }>)
      .catch(() => ({ valid: false }));
    if (!check.valid) {
      setMessage(t("wallets.bagNotReady"));
      return;
    }
    setBusy(true);
    const ctx = { settings, version, merchantName: t("wallets.merchant") };
    let outcome: WalletOutcome = null;
    try {
      const { payWithApplePay, payWithGooglePay } = await flowsLoading;
      outcome = wallet === "googlePay" ? await payWithGooglePay(ctx) : await payWithApplePay(ctx);
    } catch {
      outcome = { message: t("wallets.unavailable") };
    }
    if (outcome && "redirect" in outcome) {
      window.location.assign(outcome.redirect);
      return;
    }
    setBusy(false);
    if (outcome) setMessage(outcome.message);
  };

  const slots = (googleOffered ? 1 : 0) + (offer.applePay ? 1 : 0);
  const shown = (google === "available" ? 1 : 0) + (apple === "available" ? 1 : 0);
  const settled = google !== "unknown" && apple !== "unknown";
  // Neither wallet can pay on this device: the page goes on without the section.
  if (settled && shown === 0 && !message) return null;
  return (
    <section ref={section} className="wallet-buttons" aria-labelledby={`wallets-${settings.view}`}>
      <h2 id={`wallets-${settings.view}`} className="wallet-buttons__heading">
        {t("wallets.heading")}
      </h2>
      <div
        className="wallet-buttons__slots"
        style={{ minHeight: settled ? undefined : `${slots * 56}px` }}
        aria-busy={!settled}
      >
        {!settled && <span className="visually-hidden">{t("wallets.loading")}</span>}
        {apple === "available" && (
          <button
            type="button"
            className="wallet-button wallet-button--apple"
            onClick={() => void start("applePay")}
            onPointerEnter={() => void loadFlows().catch(() => undefined)}
            onFocus={() => void loadFlows().catch(() => undefined)}
            disabled={busy}
          >
            {t("wallets.applePay")}
          </button>
        )}
        {google === "available" && (
          <button
            type="button"
            className="wallet-button wallet-button--google"
            onClick={() => void start("googlePay")}
            onPointerEnter={() => void loadFlows().catch(() => undefined)}
            onFocus={() => void loadFlows().catch(() => undefined)}
            disabled={busy}
          >
            {t("wallets.googlePay")}
          </button>
        )}
      </div>
      <p className="wallet-buttons__message" role="alert">
        {message}
      </p>
      {busy && (
        <p className="visually-hidden" aria-live="polite">
          {t("wallets.placing")}
        </p>
      )}
    </section>
  );
}
