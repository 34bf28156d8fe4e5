import type { MarkupRewrite } from "./markup-rewrite.server.ts";

const PRELOAD_TAG = /<link rel="modulepreload"[^>]*?href="([^"]+)"[^>]*>/g;
const MODULE_SCRIPT = /(<script[^>]*type="module"[^>]*>)([\s\S]*?)(<\/script>)/g;
const SIDE_EFFECT_IMPORT = /^\s*import\s+"([^"]+)";\s*$/;
const NAMESPACE_IMPORT = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+"([^"]+)";\s*$/;

/**
 * Starts the page's scripts once it has painted (decision 009).
 *
 * Every page is server-rendered and usable before it hydrates. React Router's `<Scripts>`, though,
 * preloads every module from the head and imports them from the end of the body, so on a slow phone
 * connection 160 KB of script shares the line with the stylesheet and the hero image, and the largest
 * paint waits for it. This rewrite of the markup `<Scripts>` renders takes the module preloads out of
 * the head and has the module script wait for the first frame; it then adds the same preloads, one
 * task each (so nothing is fetched one import at a time), evaluates the modules every page runs first
 * (`entryImports`: the runtime, the framework, the shell) a task each, and imports the same modules.
 *
 * The rewrite holds what it has seen: one rewrite for one page (`rewritingMarkup`). Once the module script is
 * rewritten, all that follows (the page's data, streamed parts) passes as it is.
 */
export function scriptsAfterFirstPaint(entryImports: readonly string[] = []): MarkupRewrite {
  const preloads: string[] = [];
  let rewritten = false;
  return {
    elements: ['<link rel="modulepreload"', "<script"],
    rewrite: (element) =>
      rewritten
        ? element
        : element
            .replace(PRELOAD_TAG, (_tag, href: string) => {
              preloads.push(href);
              return "";
            })
            .replace(MODULE_SCRIPT, (_script, open: string, body: string, close: string) => {
              rewritten = true;
              return `${open}${moduleScriptAfterFirstPaint(body, preloads, entryImports)}${close}`;
            }),
  };
}

/**
 * The module script `<Scripts>` renders (side-effect and namespace imports, then code that uses them),
 * made to wait for the first frame and import its modules then. A script of any other shape is left
 * as it is: its imports still run, only sooner.
 */
export function moduleScriptAfterFirstPaint(
  body: string,
  preloads: readonly string[],
  entryImports: readonly string[] = [],
): string {
  const lines = body.split("\n");
  const imports: { name: string | null; href: string }[] = [];
  let rest = 0;
  for (; rest < lines.length; rest++) {
    const line = lines[rest] ?? "";
    const sideEffect = SIDE_EFFECT_IMPORT.exec(line);
    const namespace = NAMESPACE_IMPORT.exec(line);
    if (sideEffect?.[1]) imports.push({ name: null, href: sideEffect[1] });
    else if (namespace?.[1] && namespace[2]) imports.push({ name: namespace[1], href: namespace[2] });
    else break;
  }
  const remainder = lines.slice(rest).join("\n");
  if (imports.length === 0 || /^\s*import\s/m.test(remainder)) return body;
  const hrefs = JSON.stringify([...new Set([...imports.map((i) => i.href), ...preloads])]);
  const nextTask = "await (globalThis.scheduler?.yield?.() ?? new Promise((next) => setTimeout(next)));";
  const names = imports.map((i) => i.name ?? "").join(", ");
  const loads = imports.map((i) => `import(${JSON.stringify(i.href)})`).join(", ");
  return [
    // After the next frame is painted; a page opened in a background tab paints only when shown, so
    // a timer starts the scripts there.
    "await new Promise((painted) => { requestAnimationFrame(() => setTimeout(painted)); setTimeout(painted, 3000); });",
    // Each preload starts a fetch, which costs the main thread a few milliseconds while the page is
    // traced: sixteen in one task made a 27 ms task, four a 15–20 ms one. So each gets a task of its own.
    `for (const href of ${hrefs}) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); ${nextTask} }`,
    // The entry's own imports (the runtime, the framework, the shell), in the order it imports them, are evaluated
    // a task each: together with the route modules they were one 20–25 ms task. The route modules and their small
    // shared chunks then come together, and the entry, which hydrates, last.
    `for (const href of ${JSON.stringify(entryImports)}) { await import(href); ${nextTask} }`,
    `const [${names}] = await Promise.all([${loads}]);`,
    remainder,
  ].join("\n");
}
