import { StaticMarkup } from "../../ui/static-markup.tsx";

interface JsonLdProps {
  /** What the data depends on, as one string (StaticMarkup): while it stays the same, the server's block stays. */
  dependsOn: string;
  /** The data, built only where the block is rendered: on the server, and in the browser after a navigation. */
  data: () => unknown;
}

/**
 * A JSON-LD data block, for crawlers, which read the server's markup: the page keeps that block as it hydrates
 * (StaticMarkup) rather than building a product's every colour and size again in the browser (issue 28).
 */
export function JsonLd({ dependsOn, data }: JsonLdProps) {
  return (
    <StaticMarkup dependsOn={dependsOn}>
      <JsonLdScript data={data} />
    </StaticMarkup>
  );
}

/**
 * React writes a script element's text as it is (it only breaks up a closing `</script`); `<` is escaped as well,
 * so copy can never close the element or open a comment inside it.
 */
function JsonLdScript({ data }: { data: () => unknown }) {
  return <script type="application/ld+json">{JSON.stringify(data()).replace(/</g, "\\u003c")}</script>;
}
