/** The parameters of a query string as hidden form fields, minus those the form itself sets. */
export function hiddenFields(query: string, omit: readonly string[]): [string, string][] {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  return [...params].filter(([key]) => key !== "page" && !omit.includes(key));
}

/** A page path plus a query string from the API (`""` when the state is the default). */
export function hrefWith(pathname: string, query: string): string {
  return `${pathname}${query}`;
}
