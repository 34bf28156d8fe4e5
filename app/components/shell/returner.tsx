import { useEffect, useState } from "react";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import "./returner.css";

// Shown once the shopper has scrolled more than a screen and a half down.
const SHOW_AFTER_VIEWPORTS = 1.5;

/** The returner (spec 000 §2): a back-to-top control that appears after scrolling down. */
export function Returner() {
  const { t } = useSite();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(window.scrollY > window.innerHeight * SHOW_AFTER_VIEWPORTS);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
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
