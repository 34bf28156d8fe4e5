import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

// The browser's React is Preact's compatibility layer (decision 066): the server renders with React itself, the
// browser hydrates and runs the same components with Preact, some 60 KB (gzip) less on every page's first load.
const PREACT = dirname(fileURLToPath(import.meta.resolve("preact/package.json")));
// What the browser imports as "react": the layer, and the one hook of React 19 that React Router names and the layer
// lacks. React Router calls useOptimistic's setter only when transitions are opted in, which this shop does not: the
// state given is the state shown. A module of the build's own, as the layer's types (`export =`) cannot be re-exported
// from a TypeScript module.
const REACT_IN_THE_BROWSER = "\0storefront:react-in-the-browser";
const REACT_IN_THE_BROWSER_SOURCE = `export * from "preact/compat";
export { default } from "preact/compat";
export function useOptimistic(state) { return [state, function ignoreOptimisticUpdate() {}]; }`;
// Our own modules with a Preact counterpart: what Preact needs to hydrate React's markup as React would.
const appModule = (path: string) => fileURLToPath(new URL(`../../app/lib/preact/${path}`, import.meta.url));
const FOR_PREACT: Record<string, string> = {
  [appModule("prepare-hydration.ts")]: appModule("hydrate-react-markup.ts"),
  [appModule("hydration-slice.tsx")]: appModule("hydration-slice-for-preact.tsx"),
};

const PREACT_SOURCE: Record<string, string> = {
  preact: join(PREACT, "src/index.js"),
  "preact/hooks": join(PREACT, "hooks/src/index.js"),
  "preact/compat": join(PREACT, "compat/src/index.js"),
  "preact/compat/client": join(PREACT, "compat/client.mjs"),
  "preact/jsx-runtime": join(PREACT, "jsx-runtime/src/index.js"),
};

const BROWSER_MODULE: Record<string, string> = {
  ...PREACT_SOURCE,
  react: REACT_IN_THE_BROWSER,
  "react-dom": PREACT_SOURCE["preact/compat"] as string,
  "react-dom/client": PREACT_SOURCE["preact/compat/client"] as string,
  "react/jsx-runtime": PREACT_SOURCE["preact/jsx-runtime"] as string,
  "react/jsx-dev-runtime": PREACT_SOURCE["preact/jsx-runtime"] as string,
};

// Preact's diff, where a component a part of the page puts off while it hydrates (`HydrationSlice`) is kept on screen
// as the server wrote it, without throwing: Suspense's way is to throw a promise, and with the page's devtools open,
// as Lighthouse's are, V8 records the whole stack of every throw, ~90 µs under a listing's cards, which put off 30
// parts in one task (decision 070). A component type's `deferHydration(props)` may return a function that takes the
// callback to hydrate it later: the diff hands Suspense that function as the `then` of what it would have caught, and
// takes the path a thrown promise takes. Each change below must apply, or the build fails: Preact's version is pinned.
const PREACT_DIFF = join(PREACT, "src/diff/index.js");
const NOT_THROWN = "__storefrontNotThrown";
const DEFER_HYDRATION_PATCHES: [string, string][] = [
  ["import options from '../options';", `import options from '../options';\nconst ${NOT_THROWN} = {};`],
  [
    "\t\tlet oldCommitQueueLength = commitQueue.length;\n\t\ttry {",
    `\t\tlet oldCommitQueueLength = commitQueue.length, thrown = ${NOT_THROWN};\n\t\tattempt: try {`,
  ],
  [
    "\t\t\tlet renderHook = options._render,",
    `\t\t\tif (isHydrating && newType.deferHydration && (thrown = newType.deferHydration(newProps) || ${NOT_THROWN}) !== ${NOT_THROWN}) {\n\t\t\t\tthrown = { then: thrown };\n\t\t\t\tbreak attempt;\n\t\t\t}\n\t\t\tlet renderHook = options._render,`,
  ],
  [
    "\t\t} catch (e) {\n\t\t\t// We remove any componentDidMount, ...",
    `\t\t} catch (e) {\n\t\t\tthrown = e;\n\t\t}\n\t\tif (thrown !== ${NOT_THROWN}) {\n\t\t\tconst e = thrown;\n\t\t\t// We remove any componentDidMount, ...`,
  ],
];

/** Preact's diff with `deferHydration` (see DEFER_HYDRATION_PATCHES). */
export function patchPreactDiff(source: string): string {
  return DEFER_HYDRATION_PATCHES.reduce((patched, [from, to]) => {
    if (patched.split(from).length !== 2)
      throw new Error(`Preact's diff has changed: "${from.trim()}" is not there once`);
    return patched.replace(from, to);
  }, source);
}

/** Resolves React's modules to Preact's in the browser build only; the server build keeps React. */
export function preactInTheBrowser(): Plugin {
  return {
    name: "storefront:preact-in-the-browser",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    async resolveId(source, importer, options) {
      const known = BROWSER_MODULE[source];
      if (known) return known;
      if (!source.endsWith("prepare-hydration.ts") && !source.endsWith("hydration-slice.tsx")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const forPreact = resolved ? FOR_PREACT[resolved.id] : undefined;
      return forPreact ?? resolved;
    },
    load(id) {
      return id === REACT_IN_THE_BROWSER ? REACT_IN_THE_BROWSER_SOURCE : null;
    },
    transform(code, id) {
      return id === PREACT_DIFF ? patchPreactDiff(code) : null;
    },
  };
}
