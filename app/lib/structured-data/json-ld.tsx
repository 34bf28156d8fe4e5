/** A JSON-LD data block; `<` is escaped so copy can never close the script element. */
export function JsonLd({ data }: { data: unknown }) {
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with < escaped, a data block the browser never runs.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
