import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { compileHints } from "./scripts/lib/compile-hints-plugin.ts";
import { preactInTheBrowser } from "./scripts/lib/preact-in-the-browser-plugin.ts";
import { precompress } from "./scripts/lib/precompress-plugin.ts";
import { textByUse } from "./scripts/lib/text-by-use-plugin.ts";

// The base stylesheet and the shared interface components' (app/ui) are bundled into one file: linked one per
// component they made 12–17 render-blocking requests a page (docs/decisions/014). Only these are grouped, as
// their rules sit in cascade layers (reset, ui), so where the file is linked cannot change what wins.
const SHARED_STYLES = /[\\/]app[\\/](ui|styles)[\\/][^?]*\.css(\?.*)?$/;

// The framework's packages: React (or Preact in its place, decision 066), React DOM, React Router and what they import.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser|preact)[\\/]|storefront:react-in-the-browser$/;

// The browser's script runs Preact for React (decision 066): 60 KB less a page, hydrated in parts at React's cost in
// blocking time. BROWSER_REACT=react builds it with React itself.
const PREACT_IN_THE_BROWSER = process.env.BROWSER_REACT !== "react";

// Every page loads the client entry, the root route and the version layout, with all they import statically: React,
// React Router and the shell. Left to the build's own split they came as some thirty files of 0.3–20 KB, each with
// about 1 KB of response headers; as one file the home page transfers a quarter less (decision 053). Only that
// closure is grouped: what a page or a control adds keeps the build's own split.
const SHELL_SEEDS =
  /[\\/](app[\\/]root\.tsx|app[\\/]routes[\\/]version-layout\.tsx|entry\.client\.tsx)(\?|$)/;
const shellModules = new Set<string>();

function shellClosure(): Plugin {
  return {
    name: "storefront:shell-closure",
    applyToEnvironment: (environment) => environment.name === "client",
    buildEnd() {
      shellModules.clear();
      const queue = [...this.getModuleIds()].filter((id) => SHELL_SEEDS.test(id));
      while (queue.length > 0) {
        const id = queue.pop() as string;
        if (shellModules.has(id)) continue;
        shellModules.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

export default defineConfig({
  plugins: [
    ...(PREACT_IN_THE_BROWSER ? [preactInTheBrowser()] : []),
    reactRouter(),
    shellClosure(),
    textByUse(),
    compileHints(),
    precompress(),
  ],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      // Building a zod schema has no effect but the schema: a module that exports a form's field names beside its
      // schema no longer brings zod into the browser when only the names are used (decision 053).
      treeshake: { manualPureFunctions: ["z"] },
      output: {
        codeSplitting: {
          groups: [
            { name: "shared-styles", test: SHARED_STYLES },
            // React, React DOM and React Router apart from the app's shell: each chunk is evaluated in a task
            // of its own (app/lib/scripts-after-first-paint.ts), and together they were one 20 ms task.
            { name: "framework", test: FRAMEWORK, priority: 2 },
            {
              name: "shell",
              priority: 1,
              // The entry and route modules themselves stay out: their bodies must run when React Router imports
              // them (the entry hydrates once every route module is registered), not when the shell loads.
              test: (id) => shellModules.has(id) && !SHELL_SEEDS.test(id) && !/\.css(\?|$)/.test(id),
            },
          ],
        },
      },
    },
  },
});
