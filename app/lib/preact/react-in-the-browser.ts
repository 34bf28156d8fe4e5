// What the browser build imports as "react" (decision 066): Preact's compatibility layer, and the one hook of
// React 19 that React Router names and the layer lacks.
// @ts-expect-error preact/compat types itself as `export =` (React's namespace); at run time it is a module of named exports.
export * from "preact/compat";
export { default } from "preact/compat";

/**
 * React 19's optimistic state. React Router's provider calls its setter only when transitions are opted in
 * (`useTransitions`), which this shop does not: the state given is the state shown.
 */
export function useOptimistic<State>(state: State): [State, (next: unknown) => void] {
  return [state, ignoreOptimisticUpdate];
}

function ignoreOptimisticUpdate(): void {}
