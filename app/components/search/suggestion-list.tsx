import { useSite } from "../../lib/use-site.ts";
import type { SuggestionOption } from "./suggestion-types.ts";
import "../product-card/product-card.css";
import "./search-panel.css";

interface SuggestionListProps {
  id: string;
  options: readonly SuggestionOption[];
  activeId: string | undefined;
  typed: string;
  currency: string;
  onChoose: (option: SuggestionOption) => void;
  onHover: (id: string) => void;
}

const GROUPS = [
  { kind: "related", label: "search.related" },
  { kind: "category", label: "search.categories" },
  { kind: "product", label: "search.products" },
] as const;

/** The listbox of the search combobox: groups in the order related, categories, products (spec 000 §3). */
export function SuggestionList({
  id,
  options,
  activeId,
  typed,
  currency,
  onChoose,
  onHover,
}: SuggestionListProps) {
  const { t } = useSite();
  // The listbox is always in the page so aria-controls points at something; empty, it takes no space.
  return (
    <div
      id={id}
      role="listbox"
      aria-label={t("search.label")}
      className="search-panel__results"
      hidden={options.length === 0}
    >
      {GROUPS.map((group) => {
        const items = options.filter((o) => o.kind === group.kind);
        if (items.length === 0) return null;
        return (
          // biome-ignore lint/a11y/useSemanticElements: ARIA 1.2 listbox groups are role=group; a fieldset is not allowed in a listbox.
          <div
            key={group.kind}
            role="group"
            aria-label={t(group.label)}
            className={`search-panel__group search-panel__group--${group.kind}`}
          >
            <div aria-hidden="true" className="search-panel__group-title">
              {t(group.label)}
            </div>
            {items.map((option) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: keyboard choice happens on the combobox input (aria-activedescendant).
              // biome-ignore lint/a11y/useFocusableInteractive: options stay unfocusable; focus remains on the combobox (ARIA 1.2).
              <div
                key={option.id}
                id={option.id}
                role="option"
                aria-selected={option.id === activeId}
                className="search-option"
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => onChoose(option)}
                onMouseEnter={() => onHover(option.id)}
              >
                <OptionContent option={option} typed={typed} currency={currency} />
              </div>
            ))}
          </div>
        );
      })}
    </div>
  );
}

function OptionContent({
  option,
  typed,
  currency,
}: {
  option: SuggestionOption;
  typed: string;
  currency: string;
}) {
  const { t } = useSite();
  if (option.kind === "product")
    return (
      <>
        {option.thumbnail ? (
          <img className="search-option__thumb" src={option.thumbnail} alt="" width={56} height={56} />
        ) : (
          <span className="search-option__thumb" />
        )}
        <span className="search-option__product">
          <span>{option.label}</span>
          <span>{option.prices[currency] ?? option.prices.gbp}</span>
          {option.rating !== null && (
            <span className="search-option__meta">
              <span
                className="listing-stars"
                aria-hidden="true"
                style={{ "--rating": option.rating } as React.CSSProperties}
              />{" "}
              {option.rating.toFixed(1)} · {t("search.reviews", { count: option.reviewCount })}
            </span>
          )}
        </span>
      </>
    );
  return (
    <>
      <Highlighted text={option.label} typed={typed} />
      {option.kind === "related" && <span className="search-option__count">{option.count}</span>}
    </>
  );
}

/** The typed part of a suggestion is plain, the rest bold: the eye goes to what completes the word. */
function Highlighted({ text, typed }: { text: string; typed: string }) {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return <span>{text}</span>;
  return (
    <span>
      {text.slice(0, at)}
      {text.slice(at, at + typed.length)}
      <mark>{text.slice(at + typed.length)}</mark>
    </span>
  );
}
