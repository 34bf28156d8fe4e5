import { productPath } from "../../../core/catalogue/product-url.ts";
import { formatMoney } from "../../../core/money/money.ts";
import type { SearchCurrency, SearchDocument } from "../../../core/search/search-document.ts";
import type { Suggestions } from "../../../core/search/search-service.ts";
import type { ProductSuggestion, SuggestionsResponse } from "../../../core/search/suggestion-json.ts";

// spec 000 §7: the autocomplete answer's JSON, field names and wording as the spec gives them.

interface SuggestionReplyOptions {
  /** Prefix for product links (`/uk`). */
  versionPrefix: string;
  /** A thumbnail address for an image id. */
  thumbnail: (imageId: string) => string;
}

export function suggestionReply(found: Suggestions, options: SuggestionReplyOptions): SuggestionsResponse {
  return {
    term: found.term,
    suggestionGroups: [
      {
        name: "related",
        suggestions: found.related.map((t) => ({ searchterm: t.term, nrResults: t.count })),
      },
      {
        name: "categories",
        suggestions: found.categories.map(({ category, parent }) => ({
          catid: category.code,
          mlValue: category.name,
          displayName: parent ? `${category.name} in ${parent.name}` : category.name,
        })),
      },
      { name: "products", suggestions: found.products.map((doc) => productSuggestion(doc, options)) },
    ],
  };
}

function productSuggestion(doc: SearchDocument, options: SuggestionReplyOptions): ProductSuggestion {
  const image = doc.swatches[0]?.images[0];
  // The spec's answer carries every currency's price, each worded for its own shop.
  const price = (currency: SearchCurrency, locale: string) => {
    const text = formatMoney({ amount: doc.fromPrice[currency].amount, currency }, locale);
    return doc.priceVaries ? `From ${text}` : text;
  };
  return {
    p_code: doc.code,
    p_name: doc.name,
    p_searchresult_url: `${options.versionPrefix}${productPath({
      code: doc.code,
      name: doc.name,
      productType: doc.productType,
      categoryCode: doc.categoryCode,
    })}`,
    _thumburl: image ? options.thumbnail(image.id) : "",
    gbp: price("GBP", "en-GB"),
    usd: price("USD", "en-US"),
    eur: price("EUR", "en-GB"),
    p_review_count: doc.reviewCount,
    p_review_average_rating: doc.rating,
  };
}
