/**
 * What the browser's React needs done before the page hydrates: nothing for React itself (`BROWSER_REACT=react`).
 * The Preact build, the default (decision 066), resolves this module to `hydrate-react-markup.ts` instead.
 */
export function prepareHydration(): void {}
