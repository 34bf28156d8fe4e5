/**
 * What the browser's React needs done before the page hydrates: nothing for React itself. The Preact build
 * (decision 066, `BROWSER_REACT=preact`) resolves this module to `hydrate-react-markup.ts` instead.
 */
export function prepareHydration(): void {}
