/**
 * A JSON-LD data block. React writes a script element's text as it is (it only breaks up a closing `</script`);
 * `<` is escaped as well, so copy can never close the element or open a comment inside it.
 */
export function JsonLd({ data }: { data: unknown }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, "\\u003c")}</script>;
}
