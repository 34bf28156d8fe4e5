import { Transform, type TransformCallback } from "node:stream";

/** One rewrite of a page's markup as it streams out (`rewritingMarkup`). */
export interface MarkupRewrite {
  /**
   * How each element this rewrite may change begins, such as `<script`: a start of a tag, up to no `>`. A script
   * element runs to its `</script>`, any other to the end of its opening tag.
   */
  readonly elements: readonly string[];
  /** One such element, whole, as the page should have it. */
  rewrite(element: string): string;
}

const SCRIPT_END = Buffer.from("</script>");

/**
 * Applies rewrites to a page's markup as the render streams it, element by element. Only the elements a rewrite
 * names are decoded and handed to it; the bytes between them go on as they came: decoding, scanning and encoding
 * the whole page was a tenth of a product page's render (issue 28). An element split between chunks waits for the
 * rest, and so does a tag left open at a chunk's end, which could be the start of one; as every element ends at a
 * `>`, no character is ever split either.
 */
export function rewritingMarkup(...rewrites: MarkupRewrite[]): Transform {
  const starts = [...new Set(rewrites.flatMap((each) => each.elements))].map((start) => ({
    bytes: Buffer.from(start),
    end: start.startsWith("<script") ? SCRIPT_END : Buffer.from(">"),
  }));
  const rewrite = (element: string) => rewrites.reduce((text, each) => each.rewrite(text), element);
  let carry: Buffer | undefined;

  /** The bytes rewritten up to where they stop being complete (unless `last`), and the rest, to wait. */
  function rewriteComplete(bytes: Buffer, last: boolean): Buffer {
    const parts: Buffer[] = [];
    const found = starts.map(() => -2);
    let from = 0;
    carry = undefined;
    for (;;) {
      const next = nextElement(bytes, from, found);
      if (!next) {
        const open = last ? -1 : tagLeftOpenFrom(bytes, from);
        parts.push(bytes.subarray(from, open === -1 ? bytes.length : open));
        if (open !== -1) carry = bytes.subarray(open);
        break;
      }
      const end = bytes.indexOf(next.end, next.at);
      if (end === -1) {
        parts.push(bytes.subarray(from, last ? bytes.length : next.at));
        if (!last) carry = bytes.subarray(next.at);
        break;
      }
      const after = end + next.end.length;
      const element = bytes.toString("utf8", next.at, after);
      const rewritten = rewrite(element);
      // Most elements named are left as they are (the page's structured data, its other scripts): no encoding then.
      if (rewritten === element) parts.push(bytes.subarray(from, after));
      else parts.push(bytes.subarray(from, next.at), Buffer.from(rewritten));
      from = after;
    }
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts);
  }

  /** The first element from `from` on; where each start was found last is kept, so each scans the bytes once. */
  function nextElement(bytes: Buffer, from: number, found: number[]) {
    let first: { at: number; end: Buffer } | undefined;
    starts.forEach((start, i) => {
      let at = found[i] as number;
      if (at !== -1 && at < from) at = found[i] = bytes.indexOf(start.bytes, from);
      if (at !== -1 && (!first || at < first.at)) first = { at, end: start.end };
    });
    return first;
  }

  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      done(null, rewriteComplete(carry ? Buffer.concat([carry, chunk]) : chunk, false));
    },
    flush(done: TransformCallback) {
      done(null, carry ? rewriteComplete(carry, true) : undefined);
    },
  });
}

/** Where a tag is left without its `>` at the end of these bytes (from `from` on), or -1. */
function tagLeftOpenFrom(bytes: Buffer, from: number): number {
  const tag = bytes.lastIndexOf(0x3c);
  return tag >= from && bytes.indexOf(0x3e, tag) === -1 ? tag : -1;
}
