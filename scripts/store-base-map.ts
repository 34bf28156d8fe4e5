// `npm run map:base`: writes the store map's offline base map from the world-atlas package (scripts/lib/store-base-map.ts).
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildStoreBaseMap } from "./lib/store-base-map.ts";

const target = join(import.meta.dirname, "../app/components/store-map/base-map.json");
const text = buildStoreBaseMap();
writeFileSync(target, text);
console.log(`wrote ${target} (${(text.length / 1024).toFixed(0)} KB)`);
