import { type ReactNode, useEffect, useRef } from "react";
import type { CheckoutSection as Section, SectionStatus } from "../../../core/checkout/checkout-types.ts";
import { HydrationSlice } from "../../lib/preact/hydration-slice.tsx";
import { useSite } from "../../lib/use-site.ts";
import { SiteLink } from "../shell/site-link.tsx";

interface CheckoutSectionProps {
  section: Section;
  step: number;
  title: string;
  status: SectionStatus;
  /** What a done section shows in place of its form. */
  summary?: ReactNode;
  /** A section with one possible answer has nothing to edit. */
  editable?: boolean;
  children?: ReactNode;
}

/**
 * One step of the checkout (spec 001 §3 sectionControl): locked until the one before is done, open with its form,
 * or done with a summary and an Edit link (`?edit=`, a plain link that works without JavaScript). The section that
 * opens after a save takes keyboard focus on its heading, so the shopper is carried to the next step.
 */
export function CheckoutSection({
  section,
  step,
  title,
  status,
  summary,
  editable = true,
  children,
}: CheckoutSectionProps) {
  const { t, version } = useSite();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const wasOpen = useRef(status === "open");
  useEffect(() => {
    // Only a change to open moves focus: the first render leaves it where the browser put it.
    if (status === "open" && !wasOpen.current) headingRef.current?.focus();
    wasOpen.current = status === "open";
  }, [status]);
  const headingId = `checkout-${section}-heading`;
  // Each section may hydrate in a task of its own (HydrationSlice, decision 066).
  return (
    <HydrationSlice>
      <section className={`checkout-section checkout-section--${status}`} aria-labelledby={headingId}>
        <header className="checkout-section__header">
          <h2 id={headingId} className="checkout-section__title" ref={headingRef} tabIndex={-1}>
            <span className="checkout-section__step" aria-hidden="true">
              {status === "done" ? "✓" : step}
            </span>
            <span>{title}</span>
            {status === "done" && <span className="visually-hidden">{t("checkout.section.done")}</span>}
          </h2>
          {status === "done" && editable && (
            <SiteLink
              version={version}
              to={`/checkout/secure?edit=${section}`}
              className="checkout-section__edit"
              preventScrollReset
            >
              {t("checkout.section.edit")}
              <span className="visually-hidden">{` ${title}`}</span>
            </SiteLink>
          )}
        </header>
        {status === "open" && <div className="checkout-section__body">{children}</div>}
        {status === "done" && summary && <div className="checkout-section__summary">{summary}</div>}
      </section>
    </HydrationSlice>
  );
}
