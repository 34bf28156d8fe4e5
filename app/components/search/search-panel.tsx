import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { parsePopularSearches } from "../../../core/search/recent-searches.ts";
import { isQueryTooShort, stripSpecialCharacters } from "../../../core/search/special-characters.ts";
import { DEFAULT_CURRENCY_BY_VERSION } from "../../../core/site/versions.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { usePersonalUniversal } from "../../lib/personal/personal-universal.tsx";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { useGivenId } from "../../ui/use-given-id.ts";
import { clearRecentSearches, readRecentSearches, rememberSearch } from "./recent-searches-cookie.ts";
import { SuggestionList } from "./suggestion-list.tsx";
import { type SuggestionOption, suggestionOptions } from "./suggestion-types.ts";
import { trackKeywordSearch } from "./track-keyword-search.ts";
import { useSuggestions } from "./use-suggestions.ts";
import "./search-panel.css";

// config/defaults.json "search", used only if the layout's toggles are missing (error pages).
const FALLBACK = {
  autocompleteMinChars: 2,
  specialCharacterPattern: '[<>{}\\[\\]\\\\^~`|#%$*=+;:"]',
  popularSearchesEnabled: true,
  popularSearches: "",
};

/**
 * Search-as-you-type (spec 000 "Search panel", §4, §5, §9): a GET form to the search page with the
 * field `text`, an ARIA 1.2 combobox over a listbox of related terms, categories and products,
 * recent and popular searches while empty.
 */
export function SearchPanel({
  onClose,
  initialText = "",
  autoFocus = true,
  id,
}: {
  onClose: () => void;
  /** The base of the panel's ids where the server renders it, the search page's own (app/ui/use-given-id.ts). */
  id?: string;
  /** The search page shows the panel filled with the current search. */
  initialText?: string;
  autoFocus?: boolean;
}) {
  const { version, t, data } = useSite();
  const universal = usePersonalUniversal();
  const config = data?.toggles.search ?? FALLBACK;
  const currency = (universal?.basket.currency ?? DEFAULT_CURRENCY_BY_VERSION[version]).toLowerCase();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const baseId = useGivenId(id);
  const listboxId = `${baseId}-results`;
  const inputId = `${baseId}-text`;
  const [text, setText] = useState(initialText);
  // A panel opened on the search page holds the current search; it suggests once the shopper types.
  const [edited, setEdited] = useState(false);
  const [specialsRemoved, setSpecialsRemoved] = useState(false);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [showTooShort, setShowTooShort] = useState(false);
  const [recent, setRecent] = useState<string[]>([]);
  const [categoryUrls, setCategoryUrls] = useState<Record<string, string>>({});

  useEffect(() => {
    setRecent(readRecentSearches());
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const minChars = config.autocompleteMinChars;
  const trimmed = text.trim();
  const tooShort = edited && trimmed.length > 0 && isQueryTooShort(trimmed, minChars);
  const suggestions = useSuggestions(version, edited ? text : "", minChars);
  const response = suggestions.status === "done" && !tooShort && trimmed ? suggestions.response : null;
  const options = suggestionOptions(response);
  const expanded = options.length > 0 && !dismissed;
  const noSuggestions = response !== null && options.length === 0;

  // Category suggestions link to their category pages; their addresses come from one call (spec 000 §7).
  const catids = options.flatMap((o) => (o.kind === "category" ? [o.catid] : [])).join(",");
  useEffect(() => {
    if (!catids) return;
    const controller = new AbortController();
    getHttpClient()
      .get<{ categoryUrls: Record<string, string> }>(`/${version}/json/getCategoryUrlsFromCatIds.json`, {
        query: { ids: catids },
        signal: controller.signal,
        errorHandle: false,
      })
      .then((r) => setCategoryUrls((known) => ({ ...known, ...r.data.categoryUrls })))
      .catch(() => {});
    return () => controller.abort();
  }, [version, catids]);

  const searchFor = (term: string, source: Parameters<typeof trackKeywordSearch>[1]) => {
    setRecent(rememberSearch(term));
    trackKeywordSearch(term, source);
    onClose();
    navigate(`/${version}/search?text=${encodeURIComponent(term)}`);
  };

  const choose = (option: SuggestionOption) => {
    if (option.kind === "related") return searchFor(option.term, "suggestion");
    trackKeywordSearch(trimmed, "suggestion");
    setRecent(rememberSearch(trimmed));
    const url = option.kind === "product" ? option.url : categoryUrls[option.catid];
    onClose();
    if (url) navigate(url);
    else navigate(`/${version}/search?text=${encodeURIComponent(option.label)}`);
  };

  const onChange = (value: string) => {
    // spec 000 §5: special characters are stripped as typed, with a notice.
    const { text: clean, stripped } = stripSpecialCharacters(value, config.specialCharacterPattern);
    if (stripped) setSpecialsRemoved(true);
    else if (clean.length === 0) setSpecialsRemoved(false);
    setText(clean);
    setEdited(true);
    setActive(-1);
    setDismissed(false);
    setShowTooShort(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      if (options.length === 0) return;
      event.preventDefault();
      setDismissed(false);
      const step = event.key === "ArrowDown" ? 1 : -1;
      // Wraps from the last option to the first and back (the input itself is "no option").
      setActive((i) =>
        step > 0 ? (i >= options.length - 1 ? 0 : i + 1) : i <= 0 ? options.length - 1 : i - 1,
      );
      return;
    }
    if (event.key === "Escape") {
      event.preventDefault();
      if (expanded) {
        setDismissed(true);
        setActive(-1);
      } else if (text) onChange("");
      else onClose();
      return;
    }
    if (event.key === "Enter" && expanded && active >= 0 && active < options.length) {
      event.preventDefault();
      const option = options[active];
      if (option) choose(option);
    }
  };

  const activeOption = expanded && active >= 0 ? options[active] : undefined;
  const status = tooShort
    ? showTooShort || trimmed.length > 0
      ? t("search.invalidQuery", { count: minChars })
      : ""
    : noSuggestions
      ? t("search.noSuggestions", { term: trimmed })
      : suggestions.status === "loading" && trimmed
        ? t("search.loading")
        : expanded
          ? t("search.results", { count: options.length })
          : "";
  const popular = config.popularSearchesEnabled ? parsePopularSearches(config.popularSearches) : [];

  return (
    <div className="search-panel">
      <form
        method="get"
        action={`/${version}/search`}
        className="search-panel__form"
        onSubmit={(event) => {
          event.preventDefault();
          if (!trimmed) return input.current?.focus();
          if (isQueryTooShort(trimmed, minChars)) {
            setShowTooShort(true);
            return;
          }
          searchFor(trimmed, "submit");
        }}
      >
        <label htmlFor={inputId} className="visually-hidden">
          {t("search.label")}
        </label>
        <input
          ref={input}
          id={inputId}
          name="text"
          // A combobox must be a text input (ARIA in HTML does not allow the role on type=search); the phone's
          // keyboard still offers its Search key.
          type="text"
          enterKeyHint="search"
          className="search-panel__input"
          placeholder={t("search.placeholder")}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeOption?.id}
          aria-describedby={`${inputId}-status`}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
        />
        {text.length > 1 && (
          <button
            type="button"
            className="search-panel__clear"
            aria-label={t("search.clear")}
            onClick={() => {
              onChange("");
              input.current?.focus();
            }}
          >
            <Icon name="close" size={18} />
          </button>
        )}
        <button type="submit" className="search-panel__submit" aria-label={t("search.submit")}>
          <Icon name="search" size={20} />
        </button>
      </form>
      {specialsRemoved && <p className="search-panel__message">{t("search.specialCharacters")}</p>}
      <p id={`${inputId}-status`} className="search-panel__message" role="status">
        {status}
      </p>
      <SuggestionList
        id={listboxId}
        options={expanded ? options : []}
        activeId={activeOption?.id}
        typed={trimmed}
        currency={currency}
        onChoose={choose}
        onHover={(id) => setActive(options.findIndex((o) => o.id === id))}
      />
      {!trimmed && (recent.length > 0 || popular.length > 0) && (
        <div className="search-panel__group">
          <div className="search-panel__section-head">
            <h2 id={`${inputId}-terms`}>{recent.length > 0 ? t("search.recent") : t("search.popular")}</h2>
            {recent.length > 0 && (
              <button
                type="button"
                className="search-panel__clear-recent"
                onClick={() => {
                  clearRecentSearches();
                  setRecent([]);
                }}
              >
                {t("search.clearRecent")}
                <span className="visually-hidden">{` ${t("search.recent")}`}</span>
              </button>
            )}
          </div>
          <ul className="search-panel__terms" aria-labelledby={`${inputId}-terms`}>
            {(recent.length > 0 ? recent : popular).map((term) => (
              <li key={term}>
                <a
                  href={`/${version}/search?text=${encodeURIComponent(term)}`}
                  onClick={(event) => {
                    event.preventDefault();
                    searchFor(term, recent.length > 0 ? "recent" : "popular");
                  }}
                >
                  {term}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
