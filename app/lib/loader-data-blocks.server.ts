import type { MarkupRewrite } from "./markup-rewrite.server.ts";

/**
 * Hands the router its page data in data blocks that the browser does not run (issue 28): a rewrite of the page's
 * markup as it streams out (`rewritingMarkup`).
 *
 * React Router writes each piece of a page's loader data as a script that passes one string literal to the stream
 * it hydrates from: `window.__reactRouterContext.streamController.enqueue("…")`. The browser compiles that literal
 * while it parses the page, in the parser's slice after the first frame, where a Lighthouse run on a two-core host
 * found 7–8 ms of a 10 ms task. The literal is the data's text escaped once more (every quote of the JSON texts of
 * decision 069 is 4 bytes). Here each such script becomes a `<script type="text/plain">` holding the text as it is,
 * which the parser only copies, and a short script that passes the block's text to the same stream, so the router
 * receives the very same string. Streamed pieces (a deferred loader's promise) come the same way when they come.
 *
 * The text is the router's turbo-stream, JSON lines in which `<` can only stand inside a string, so writing it
 * `\u003c` there keeps its meaning and keeps `</script>` and `<!--` out of the block.
 */
export function loaderDataAsDataBlocks(): MarkupRewrite {
  return { elements: ["<script"], rewrite };
}

const ENQUEUE_SCRIPT =
  /<script([^>]*)>window\.__reactRouterContext\.streamController\.enqueue\(("[^<]*")\);<\/script>/g;

const READ_BLOCK =
  "window.__reactRouterContext.streamController.enqueue(document.currentScript.previousElementSibling.textContent)";

/** A router's data script as a data block and a script that passes it on; any other script as it is. */
function rewrite(element: string): string {
  return element.replace(ENQUEUE_SCRIPT, (script, attributes: string, literal: string) => {
    let data: unknown;
    try {
      data = JSON.parse(literal);
    } catch {
      return script;
    }
    if (typeof data !== "string") return script;
    // The block keeps the script's nonce, as every script element of the page has one (it is never run).
    return `<script type="text/plain"${attributes}>${data.replaceAll("<", "\\u003c")}</script><script${attributes}>${READ_BLOCK}</script>`;
  });
}
