// What a browser without JavaScript shows of a streamed page (issue 24 points 9 and 12). React streams a section
// that was not ready with the shell as its fallback plus a hidden part after the page (`<div hidden id="S:…">`)
// that an inline script moves in: without the script the fallback stays, and until then both are in the document.

/**
 * Whether any part of the page that shows came after its shell, revealed only by a script. React Router streams
 * its hydration data the same way, as parts holding nothing but scripts: those are no part of what shows.
 */
export function hasStreamedSections(html: string): boolean {
  let rest = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "");
  let previous = "";
  while (rest !== previous) {
    previous = rest;
    rest = rest
      .replace(/<!--\$\?--><template id="B:\d+"><\/template><!--\/\$-->/g, "")
      .replace(/<div hidden id="S:\d+"><\/div>/g, "");
  }
  return /<template id="B:\d+"|<div hidden id="S:\d+"/.test(rest);
}

/**
 * The page's markup up to the layout's end marker (`#page-end`, after the footer): everything the page draws in
 * place. A streamed part React sends later lies after it.
 */
export function markupInPlace(html: string): string {
  const end = html.indexOf('id="page-end"');
  if (end < 0) throw new Error("the page has no #page-end marker");
  return html.slice(0, end);
}

/** How many times each id occurs in the markup. */
export function idCounts(html: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, id] of html.matchAll(/\sid="([^"]+)"/g))
    counts.set(id ?? "", (counts.get(id ?? "") ?? 0) + 1);
  return counts;
}
