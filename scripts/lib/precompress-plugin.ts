import { constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** What the browser fetches from `/assets` as text: its scripts, stylesheets and the marks file. */
const COMPRESSIBLE = /\.(js|css|svg)$/;

/**
 * Writes a gzipped copy beside each of the browser's text files (`entry-….js.gz`), compressed once at the best level,
 * which the server sends as it is (`serveStatic`'s `precompressed`). The server compressed each script afresh for
 * every request, at zlib's default level: a page's first load is 15–25 files, and on a two-core host that work took
 * the core from the page being loaded (issue 28). Hashed files never change, so neither does their compressed copy.
 */
export function precompress(): Plugin {
  return {
    name: "storefront:precompress",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After every other plugin has written the files' final text (the compile hints among them).
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (!COMPRESSIBLE.test(file.fileName)) continue;
          const text = file.type === "chunk" ? file.code : file.source;
          const gzipped = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
          if (gzipped.length >= Buffer.byteLength(text)) continue;
          this.emitFile({ type: "asset", fileName: `${file.fileName}.gz`, source: gzipped });
        }
      },
    },
  };
}
