import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { inNextTask } from "./lib/in-next-task.ts";
import { prepareHydration } from "./lib/preact/prepare-hydration.ts";
import { readLabelsWrittenByTheServer } from "./lib/written-labels.ts";

// React Router's own entry, and what Preact needs when it is the browser's React (decision 066).
prepareHydration();

function hydrate(): void {
  try {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
  } catch (thrown) {
    // The router suspends its first render until the page's streamed data is decoded, which React waits for at the
    // root; Preact hands the promise back, so the page hydrates once it settles.
    const retry = () => inNextTask(hydrate);
    if (thrown instanceof Promise) void thrown.then(retry, retry);
    else throw thrown;
  }
}

// Once the whole document has arrived: the page's scripts start after its first paint, maybe while its last streamed
// parts are on their way, and the labels the server wrote come just before `</body>` (decision 067). They are read
// before the page hydrates, and before Preact takes their block out of the body as markup it did not render.
// Hydration is then not in the task that evaluated the page's modules: that task is long enough on a slow phone, and
// Preact hydrates its first part in whichever task starts it (decision 066).
function start(): void {
  readLabelsWrittenByTheServer();
  inNextTask(hydrate);
}

if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start, { once: true });
else start();
