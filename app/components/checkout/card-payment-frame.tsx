import { useEffect, useRef } from "react";
import { SIGNED_RESULT_FIELDS } from "../../../core/payments/signed-result-fields.ts";
import { useSite } from "../../lib/use-site.ts";
import { CheckoutForm } from "./checkout-form.tsx";

// The fields the acquirer signs and its signature: copied as received into the form, for the server to verify.
const RESULT_FIELDS = [...SIGNED_RESULT_FIELDS, "signature"] as const;

/** The heights a hosted page may ask for; anything else keeps the frame's own height (checkout.css). */
const FRAME_HEIGHT = { min: 120, max: 2000 };

interface CardPaymentFrameProps {
  attemptId: string;
  /** The acquirer's page for this attempt, on its own origin: the card never touches this shop. */
  hostedUrl: string;
  /** The only origin whose messages are read (docs/decisions/022). */
  hostedOrigin: string;
}

/**
 * The hosted card page in a frame. Its signed result arrives as a message from the acquirer's
 * origin, checked here, and goes to the checkout's action in a native form, which verifies the signature and places
 * the order. Without the script, the frame itself returns to the shop's result page, whose button posts the same.
 */
export function CardPaymentFrame({ attemptId, hostedUrl, hostedOrigin }: CardPaymentFrameProps) {
  const { t } = useSite();
  const frameRef = useRef<HTMLIFrameElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== hostedOrigin || event.source !== frameRef.current?.contentWindow) return;
      const data = event.data as Record<string, unknown> | null;
      // The hosted page's height: the frame fits it, with no blank space under "Pay".
      if (data?.type === "payment-page-size") {
        const height = data.height;
        const frame = frameRef.current;
        if (frame && typeof height === "number" && height >= FRAME_HEIGHT.min && height <= FRAME_HEIGHT.max)
          frame.style.height = `${Math.ceil(height) + 2}px`;
        return;
      }
      if (data?.type !== "payment-result" || data.orderReference !== attemptId) return;
      const form = formRef.current;
      if (!form) return;
      for (const name of RESULT_FIELDS) {
        const input = form.elements.namedItem(name);
        if (input instanceof HTMLInputElement) input.value = typeof data[name] === "string" ? data[name] : "";
      }
      form.requestSubmit();
    }
    window.addEventListener("message", onMessage);
    // The page may have sent its height before this listener existed: ask again (dropped if it is not there yet,
    // in which case its first message comes later).
    frameRef.current?.contentWindow?.postMessage({ type: "payment-page-measure" }, hostedOrigin);
    return () => window.removeEventListener("message", onMessage);
  }, [attemptId, hostedOrigin]);
  return (
    <div className="card-payment">
      <iframe
        ref={frameRef}
        src={hostedUrl}
        title={t("checkout.payment.cardFrame")}
        className="card-payment__frame"
        // The page needs its own scripts and forms; it may send the shopper's window nowhere.
        sandbox="allow-scripts allow-forms allow-same-origin allow-top-navigation-by-user-activation"
        referrerPolicy="no-referrer"
      />
      <CheckoutForm intent="authorise-order" formRef={formRef} className="card-payment__result">
        <input type="hidden" name="attemptId" value={attemptId} />
        {RESULT_FIELDS.map((name) => (
          <input key={name} type="hidden" name={name} defaultValue="" />
        ))}
      </CheckoutForm>
      <p className="card-payment__secure">{t("checkout.payment.cardSecure")}</p>
    </div>
  );
}
