import { existsSync, readFileSync } from "node:fs";
import MagicString from "magic-string";
import type { Plugin } from "vite";
import { enGB, enUS } from "../../app/lib/text/catalogue.ts";
import { textKeysIn } from "./text-keys-in.ts";

const CATALOGUE = /[\\/]app[\\/]lib[\\/]text[\\/]catalogue\.ts$/;
const TEXT_MODULE = new URL("../../app/lib/text/text.ts", import.meta.url).pathname;
// The app's own modules; the catalogue's files name every key and are the catalogue itself.
const APP_MODULE = /[\\/](app|core)[\\/](?!lib[\\/]text[\\/]).*\.tsx?$/;

/**
 * The browser's text catalogue, by use (decision 065): the catalogue module becomes two empty tables, and every app
 * module that names texts registers their wording as it is evaluated, so a page's script carries only the texts
 * its own modules name, and a control loaded on first use brings its own. A route module also registers the keys
 * its `.server.ts` module names, since loader and action data may carry a key for the page to word.
 */
export function textByUse(): Plugin {
  const keys = Object.keys(enGB);
  const uk: Record<string, string> = enGB;
  const us: Record<string, string | undefined> = enUS;
  return {
    name: "storefront:text-by-use",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    load(id) {
      if (CATALOGUE.test(id)) return "export const enGB = {};\nexport const enUS = {};\n";
    },
    transform(code, id) {
      const [path = id] = id.split("?");
      if (!APP_MODULE.test(path) || path.includes("node_modules")) return;
      const used = textKeysIn(code, keys);
      const server = path.replace(/\.tsx?$/, ".server.ts");
      if (existsSync(server)) for (const key of textKeysIn(readFileSync(server, "utf8"), keys)) used.add(key);
      if (used.size === 0) return;
      const ukTexts = Object.fromEntries([...used].map((key) => [key, uk[key]]));
      const usTexts = Object.fromEntries(
        [...used].filter((key) => us[key] !== undefined).map((key) => [key, us[key]]),
      );
      const module = new MagicString(code);
      module.prepend(
        `import { registerText as __registerText } from ${JSON.stringify(TEXT_MODULE)};\n` +
          `__registerText(${JSON.stringify(ukTexts)}, ${JSON.stringify(usTexts)});\n`,
      );
      return { code: module.toString(), map: module.generateMap({ hires: true, source: id }) };
    },
  };
}
