/**
 * What the browser's React needs done before the page hydrates: nothing for React itself. The Preact build (the
 * default; `BROWSER_REACT=react` builds with React, decision 066) resolves this module to `hydrate-react-markup.ts`.
 */
export function prepareHydration(): void {}
