/** The parameters of a query string as hidden form fields, minus those the form itself sets. */
export function hiddenFields(query: string, omit: readonly string[]): [string, string][] {
  const params = new URLSearchParams(query.startsWith("?") ? query.slice(1) : query);
  return [...params].filter(([key]) => key !== "page" && !omit.includes(key));
}
