import { useSite } from "../../../lib/use-site.ts";
import "./bag-progress.css";

const STEPS = [
  { id: "bag", label: "bag.page.progress.bag" },
  { id: "checkout", label: "bag.page.progress.checkout" },
  { id: "confirmation", label: "bag.page.progress.confirmation" },
] as const;

/** spec 001 §2: the bag's progress steps Bag, Checkout, Confirmation; the current one is marked for all. */
export function BagProgress({ current }: { current: (typeof STEPS)[number]["id"] }) {
  const { t } = useSite();
  return (
    <nav className="bag-progress" aria-label={t("bag.page.progress")}>
      <ol className="bag-progress__steps">
        {STEPS.map((step, index) => (
          <li
            key={step.id}
            className="bag-progress__step"
            aria-current={step.id === current ? "step" : undefined}
          >
            <span className="bag-progress__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="bag-progress__label">{t(step.label)}</span>
          </li>
        ))}
      </ol>
    </nav>
  );
}
