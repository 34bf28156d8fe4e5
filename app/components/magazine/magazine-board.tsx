import { useEffect, useRef, useState } from "react";
import { balanceColumns, boardColumns } from "../../../core/magazine/board-layout.ts";
import {
  BOARD_INDEX,
  type ArticleCard as Card,
  MAGAZINE_COLUMNS,
  MAGAZINE_HITS_PER_PAGE,
  type MagazineCategory,
} from "../../../core/magazine/magazine-types.ts";
import { CONTENT_SKELETON_DELAY_MS } from "../../../core/site/skeleton-delays.ts";
import { getHttpClient } from "../../lib/http-client.ts";
import { withVersion } from "../../lib/site-paths.ts";
import { useDelayedFlag } from "../../lib/use-delayed-flag.ts";
import { useSite } from "../../lib/use-site.ts";
import { Icon } from "../../ui/icon.tsx";
import { InfoBox } from "../../ui/info-box.tsx";
import { Spinner } from "../../ui/spinner.tsx";
import { ArticleCard } from "./article-card.tsx";
import { BoardPagination } from "./board-pagination.tsx";
import { CategoryFilters } from "./category-filters.tsx";
import "./magazine-board.css";

interface BoardResult {
  hits: Card[];
  nbHits: number;
  page: number;
  nbPages: number;
}

interface MagazineBoardProps {
  categories: readonly MagazineCategory[];
  initial: BoardResult;
  category: string | null;
  query: string;
}

const RESIZE_DEBOUNCE_MS = 100;

/** The board address for a state: the category in the path, the search and page in the query. */
function boardPath(category: string | null, query: string, page: number): string {
  const params = new URLSearchParams();
  if (query) params.set("q", query);
  if (page > 0) params.set("page", String(page + 1));
  const search = params.toString();
  return `/magazine${category ? `/${category}` : ""}${search ? `?${search}` : ""}`;
}

/**
 * The magazine board (spec 002 §2, §9). The server renders the first page; after load, filters,
 * search and pages ask the search API (POST /api/algolia/index/twc-inspire-article-card) and
 * the address follows along. Cards are balanced into 3, 2 or 1 columns by aspect weight.
 */
export function MagazineBoard({
  categories,
  initial,
  category: initialCategory,
  query: initialQuery,
}: MagazineBoardProps) {
  const { t, version } = useSite();
  const [result, setResult] = useState(initial);
  const [category, setCategory] = useState(initialCategory);
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<"idle" | "loading" | "error">("idle");
  // The spinner and dimming only for a search slower than the spec's content skeleton delay.
  const showLoading = useDelayedFlag(status === "loading", CONTENT_SKELETON_DELAY_MS);
  // The server does not know the width: it renders desktop columns, which CSS shows as one
  // ordered column on mobile until the script measures.
  const [columns, setColumns] = useState<number>(MAGAZINE_COLUMNS.desktop);
  const latest = useRef(0);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => setResult(initial), [initial]);
  useEffect(() => setCategory(initialCategory), [initialCategory]);
  useEffect(() => setQuery(initialQuery), [initialQuery]);

  useEffect(() => {
    const measure = () => setColumns(boardColumns(window.innerWidth));
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);

  async function show(next: { category: string | null; query: string; page: number }) {
    const call = ++latest.current;
    setStatus("loading");
    setCategory(next.category);
    setQuery(next.query);
    window.history.replaceState(
      window.history.state,
      "",
      withVersion(version, boardPath(next.category, next.query, next.page)),
    );
    try {
      const response = await getHttpClient().post<Partial<BoardResult>>(
        `/api/algolia/index/${BOARD_INDEX}`,
        {
          query: next.query,
          page: next.page,
          hitsPerPage: MAGAZINE_HITS_PER_PAGE,
          facetFilters: next.category ? [`category:${next.category}`] : [],
          facets: ["category"],
        },
        { errorHandle: false },
      );
      if (call !== latest.current) return;
      const data = response.data;
      // The API answers {} on any error.
      if (!data || !Array.isArray(data.hits)) throw new Error("empty search answer");
      setResult({
        hits: data.hits,
        nbHits: data.nbHits ?? 0,
        page: data.page ?? 0,
        nbPages: data.nbPages ?? 0,
      });
      setStatus("idle");
      if (next.page !== result.page) heading.current?.scrollIntoView({ block: "start" });
    } catch {
      if (call === latest.current) setStatus("error");
    }
  }

  const countText = query
    ? t("magazine.resultsFor", { count: result.nbHits, query })
    : result.nbHits === 1
      ? t("magazine.result")
      : t("magazine.results", { count: result.nbHits });
  const order = new Map(result.hits.map((hit, index) => [hit.slug, index]));

  return (
    <div className="magazine-board">
      <div className="magazine-board__tools">
        <CategoryFilters
          categories={categories}
          active={category}
          onSelect={(slug) => {
            void show({ category: slug, query, page: 0 });
            return true;
          }}
        />
        <search className="magazine-search-region">
          <form
            className="magazine-search"
            method="get"
            action={withVersion(version, category ? `/magazine/${category}` : "/magazine")}
            onSubmit={(event) => {
              event.preventDefault();
              const value = String(new FormData(event.currentTarget).get("q") ?? "").trim();
              void show({ category, query: value, page: 0 });
            }}
          >
            <label htmlFor="magazine-search-input" className="visually-hidden">
              {t("magazine.search.label")}
            </label>
            <input
              id="magazine-search-input"
              className="magazine-search__input"
              type="search"
              name="q"
              maxLength={200}
              defaultValue={query}
              key={query}
              placeholder={t("magazine.search.placeholder")}
            />
            <button
              type="submit"
              className="magazine-search__submit"
              aria-label={t("magazine.search.submit")}
            >
              <Icon name="search" size={20} />
            </button>
          </form>
        </search>
      </div>
      <h2 ref={heading} className="magazine-board__count" aria-live="polite">
        {countText}
      </h2>
      {status === "error" && <InfoBox type="error">{t("magazine.error")}</InfoBox>}
      <div
        className={
          showLoading ? "magazine-board__results magazine-board__results--loading" : "magazine-board__results"
        }
        aria-busy={status === "loading"}
      >
        {showLoading && (
          <div className="magazine-board__loading">
            <Spinner label={t("magazine.loading")} />
          </div>
        )}
        {result.hits.length === 0 ? (
          <p className="magazine-board__empty">{t("magazine.noResults")}</p>
        ) : (
          <div className="board" style={{ ["--board-columns" as string]: columns }}>
            {balanceColumns(result.hits, columns).map((column, index) => (
              <div key={index} className="board__column">
                {column.map((card) => (
                  <ArticleCard
                    key={card.slug}
                    card={card}
                    order={order.get(card.slug) ?? 0}
                    priority={(order.get(card.slug) ?? 9) < 2}
                  />
                ))}
              </div>
            ))}
          </div>
        )}
      </div>
      <BoardPagination
        page={result.page}
        nbPages={result.nbPages}
        hrefFor={(page) => boardPath(category, query, page)}
        onSelect={(page) => {
          void show({ category, query, page });
          return true;
        }}
      />
    </div>
  );
}
