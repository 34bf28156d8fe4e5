import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { validateXML } from "xmllint-wasm";

// Validates sitemap documents against the sitemaps.org schemas (tests/setup/sitemap-schemas, read there for where
// each comes from) with libxml2's own validator compiled to WebAssembly: no Java, no network.

const folder = resolve(import.meta.dirname, "sitemap-schemas");
const schemaFile = (fileName: string) => ({
  fileName,
  contents: readFileSync(resolve(folder, fileName), "utf8"),
});

/** The validator's complaints about a document, none when it is valid. */
export async function schemaErrors(kind: "index" | "urlset", xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: { fileName: kind === "index" ? "sitemap-index.xml" : "sitemap-file.xml", contents: xml },
    ...(kind === "index"
      ? { schema: schemaFile("siteindex.xsd") }
      : {
          schema: schemaFile("sitemap-with-alternates.xsd"),
          preload: [schemaFile("sitemap.xsd"), schemaFile("xhtml-link.xsd")],
        }),
    // A file of 50,000 addresses with alternates is tens of megabytes.
    maxMemoryPages: 16_384,
  });
  return result.errors.map((error) => error.rawMessage);
}
