/**
 * What the browser's React needs done before the page hydrates: nothing for React itself. The Preact build
 * (`BROWSER_REACT=preact`, decision 066) resolves this module to `hydrate-react-markup.ts` instead.
 */
export function prepareHydration(): void {}
