import type { FormEvent, ReactNode, RefObject } from "react";
import type { CheckoutIntent } from "../../../core/checkout/checkout-form.ts";
import type { PaymentIntent } from "../../../core/checkout/payment-intents.ts";
import { Form } from "../../ui/site-form.tsx";
import { CsrfField } from "../content/csrf-field.tsx";

interface CheckoutFormProps {
  intent: CheckoutIntent | PaymentIntent;
  formRef?: RefObject<HTMLFormElement | null>;
  className?: string;
  /** Names the form for assistive technology (the section's heading or a sub-heading). */
  labelledBy?: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}

/**
 * One section's native post to the checkout page's action, with the CSRF token and its intent. The router submits
 * it without a reload when the script has run; the answer (303 back here, or the refusal) is the same either way.
 */
export function CheckoutForm({
  intent,
  formRef,
  className,
  labelledBy,
  onSubmit,
  children,
}: CheckoutFormProps) {
  return (
    <Form
      method="post"
      ref={formRef}
      className={className ?? "checkout-form"}
      aria-labelledby={labelledBy}
      preventScrollReset
      onSubmit={onSubmit}
    >
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}
