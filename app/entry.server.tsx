import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { loaderDataAsDataBlocks } from "./lib/loader-data-blocks.server.ts";
import { rewritingMarkup } from "./lib/markup-rewrite.server.ts";
import { RenderFlushes } from "./lib/render-flushes.server.ts";
import { requestContext } from "./lib/request-context.ts";
import { keepRouteMatches } from "./lib/route-matches-kept.server.ts";
import { scriptsAfterFirstPaint } from "./lib/scripts-after-first-paint.ts";
import { noteLabelsWritten, writtenLabelsBeforeBodyEnd } from "./lib/written-labels.server.ts";

// The server sets this very object on each request's context (server/pages.ts).
export { requestContext };

export const streamTimeout = 5_000;

/**
 * Unexpected errors of loaders, actions and rendering go to the request's structured log (the
 * default printed the raw error text, so a crafted address could forge log lines). A refusal the pages
 * answer themselves (404, 405) is not an error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.get(requestContext).reportError(error);
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // The nonce the Content-Security-Policy header allows (server/middleware/security-headers.ts).
  const nonce = loadContext.get(requestContext).nonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers get the whole page at once; shoppers get the shell as soon as it is ready. So does the shared cache
    // (decision 074): it keeps a page only once whole, so streaming it would save no shopper a byte's wait, and the
    // page would carry each streamed part twice over (its skeleton, then the part and the script that swaps it in),
    // to be laid out and painted twice in the browser.
    const whole =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode || loadContext.get(requestContext).shared;
    const readyOption: keyof RenderToPipeableStreamOptions = whole ? "onAllReady" : "onShellReady";
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    keepRouteMatches(routerContext.staticHandlerContext);
    // The prices and days the render writes with Intl, for the browser to write them again without a formatter.
    const labels = {};
    const { pipe, abort } = noteLabelsWritten(labels, () =>
      renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
        nonce,
        // Whole means inline too: React otherwise still sends a finished part after the page, behind its fallback,
        // once the page before it passes this many bytes (12,800 by default), to be swapped in by a script.
        ...(whole ? { progressiveChunkSize: Number.POSITIVE_INFINITY } : {}),
        [readyOption]() {
          shellRendered = true;
          const body = new RenderFlushes();
          body.once("finish", () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
          });
          const page = body
            .pipe(
              rewritingMarkup(
                scriptsAfterFirstPaint(modulesEveryPageRuns(routerContext.manifest)),
                loaderDataAsDataBlocks(),
              ),
            )
            .pipe(writtenLabelsBeforeBodyEnd(labels));
          // A shopper who navigates away (or a dropped connection) cancels the answer: the stream adapter then
          // destroys `page`, having removed its own error listener first. These listeners keep that from being an
          // unhandled 'error' that ends the process, and stop rendering a page nobody will read.
          const stopRendering = () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            abort();
            body.destroy();
          };
          page.on("error", stopRendering);
          page.on("close", () => {
            if (!page.readableEnded) stopRendering();
          });
          body.on("error", () => {});
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          // No Cache-Control here: the server marks a page shared by every shopper public and every other page
          // `private, no-store` (server/pages.ts, docs/decisions/051).
          pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(page), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.get(requestContext).reportError(error);
        },
      }),
    );
  });
}

/**
 * The modules every page runs before its own: what the entry imports (the runtime, the framework) and what the root
 * route does (the shell), in the order they import them. The page's loader evaluates them a task each.
 */
function modulesEveryPageRuns(manifest: EntryContext["manifest"]): string[] {
  return [...new Set([...manifest.entry.imports, ...(manifest.routes.root?.imports ?? [])])];
}
