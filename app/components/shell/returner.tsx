import { useEffect, useState } from "react";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import "./returner.css";

// Shown once the shopper has scrolled more than a screen and a half down.
const SHOW_AFTER_VIEWPORTS = 1.5;

/**
 * The returner (spec 000 §2): a back-to-top control that appears after scrolling down. On the checkout it would
 * float over the forms (the card number field on a phone), so there it is `inline`: a plain link
 * at the end of the page, which covers nothing and works without the page's script.
 */
export function Returner({ inline = false }: { inline?: boolean }) {
  if (inline) return <InlineReturner />;
  return <FloatingReturner />;
}

function InlineReturner() {
  const { t } = useSite();
  return (
    <p className="returner-inline">
      <a href="#main" className="returner-inline__link">
        <Icon name="arrow-up" size={16} />
        {t("shell.returner")}
      </a>
    </p>
  );
}

function FloatingReturner() {
  const { t } = useSite();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS);
    // First read in the next frame, where the page is laid out anyway: read while the page hydrates, the scroll
    // position made the browser lay the page out there and then (issue 28).
    const first = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(first);
      window.removeEventListener("scroll", update);
    };
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      className="returner"
      onClick={() => {
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
        document.getElementById("main")?.focus({ preventScroll: true });
      }}
    >
      <Icon name="arrow-up" size={20} />
      <span className="visually-hidden">{t("shell.returner")}</span>
    </button>
  );
}
