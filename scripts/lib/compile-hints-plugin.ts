import type { Plugin } from "vite";

/**
 * V8's explicit compile hint (Chrome 136): a script whose first line is this comment has every function compiled
 * with the script itself, on a background thread while it streams in.
 */
export const COMPILE_ALL_ON_LOAD = "//# allFunctionsCalledOnLoad";

/**
 * Marks every browser chunk for eager compilation (decision 068). Left to itself V8 compiles a function on the main
 * thread the first time it is called, and a page's hydration calls most of the framework's and the shell's for the
 * first time: on the checkout, half the longest task's time was compiling them. The comment is added once the
 * build has minified the chunk, which would drop it, and written its own lines at the top.
 */
export function compileHints(): Plugin {
  return {
    name: "storefront:compile-hints",
    applyToEnvironment: (environment) => environment.name === "client",
    generateBundle: {
      // After Vite's own, which puts its preload helper's list of files at the top of a chunk.
      order: "post",
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === "chunk" && !file.code.startsWith(COMPILE_ALL_ON_LOAD)) {
            file.code = `${COMPILE_ALL_ON_LOAD}\n${file.code}`;
          }
        }
      },
    },
  };
}
