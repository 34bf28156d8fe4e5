import {
  createContext,
  type RouterContextProvider,
  type ServerBuild,
  type ServerInstrumentation,
} from "react-router";

// React Router matches each page request once; its request-handler instrumentation (the build's entry module
// `instrumentations`, a public API of React Router 8) reports the matched route's pattern. The page handler gives
// each request a slot for it, so the request's span and metrics are labelled with the page's template without
// matching the path a second time.

interface PatternSlot {
  pattern: string | null;
}

const patternSlot = createContext<PatternSlot>();

const reportPattern: ServerInstrumentation = {
  handler(handler) {
    handler.instrument({
      async request(handleRequest, info) {
        const result = await handleRequest();
        const pattern = result.meta?.pattern;
        if (!pattern) return;
        try {
          const slot = info.context?.get(patternSlot);
          if (slot) slot.pattern = pattern;
        } catch {
          // A request the page handler did not open a slot for: nothing to report to.
        }
      },
    });
  },
};

/** The build with the pattern reporter added to whatever instrumentations its entry module exports. */
export function withRoutePatterns(build: ServerBuild): ServerBuild {
  const module = build.entry.module;
  return {
    ...build,
    entry: {
      ...build.entry,
      module: { ...module, instrumentations: [...(module.instrumentations ?? []), reportPattern] },
    },
  };
}

/** Opens the request's slot; `read()` after the handler answered gives `/:version/bag` (`….data` for data requests). */
export function openPatternSlot(context: RouterContextProvider, pathname: string): { read(): string | null } {
  const slot: PatternSlot = { pattern: null };
  context.set(patternSlot, slot);
  return {
    read() {
      if (!slot.pattern) return null;
      const pattern = slot.pattern.startsWith("/") ? slot.pattern : `/${slot.pattern}`;
      return pathname.endsWith(".data") ? `${pattern}.data` : pattern;
    },
  };
}
