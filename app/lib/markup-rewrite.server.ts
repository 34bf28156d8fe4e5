import { Transform, type TransformCallback } from "node:stream";
import { StringDecoder } from "node:string_decoder";

/** One rewrite of a page's markup as it streams out (`rewritingMarkup`). */
export interface MarkupRewrite {
  /** Whether these bytes, read on their own, hold nothing this rewrite would change and no tag it waits on. */
  passes(bytes: Buffer): boolean;
  /** Where the text stops being complete for this rewrite: the rest waits for the next chunk. */
  unfinishedFrom(text: string): number;
  rewrite(text: string): string;
}

/**
 * Applies rewrites to a page's markup as the render streams it, in one pass over the chunks. A tag or script can be
 * split across two chunks, so what a rewrite finds unfinished waits for the next chunk (and so do the bytes of a
 * character split between chunks). A chunk every rewrite passes goes on as it came, never decoded: decoding and
 * encoding every chunk was a tenth of a page's render (issue 28).
 */
export function rewritingMarkup(...rewrites: MarkupRewrite[]): Transform {
  const decoder = new StringDecoder("utf8");
  let carry = "";
  // Whether the decoder holds no bytes of a character split between chunks.
  let whole = true;
  const rewrite = (html: string) => rewrites.reduce((text, each) => each.rewrite(text), html);
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (
        whole &&
        carry === "" &&
        endsWithWholeCharacter(chunk) &&
        rewrites.every((each) => each.passes(chunk))
      ) {
        done(null, chunk);
        return;
      }
      const text = carry + decoder.write(chunk);
      whole = endsWithWholeCharacter(chunk);
      const end = Math.min(...rewrites.map((each) => each.unfinishedFrom(text)));
      carry = text.slice(end);
      done(null, rewrite(text.slice(0, end)));
    },
    flush(done: TransformCallback) {
      done(null, rewrite(carry + decoder.end()));
    },
  });
}

/** Where a tag is left without its `>` at the end of the text, or the text's length. */
export function unfinishedTagFrom(text: string): number {
  const tag = text.lastIndexOf("<");
  return tag !== -1 && text.indexOf(">", tag) === -1 ? tag : text.length;
}

/** Whether these bytes end in a tag left open (a `<` with no `>` after it). */
export function endsInsideTag(bytes: Buffer): boolean {
  const tag = bytes.lastIndexOf(0x3c);
  return tag !== -1 && bytes.indexOf(0x3e, tag) === -1;
}

/** Whether these bytes end with a whole UTF-8 character; false when too few are left to tell. */
function endsWithWholeCharacter(bytes: Buffer): boolean {
  for (let i = bytes.length - 1; i >= 0 && i >= bytes.length - 4; i--) {
    const byte = bytes[i] as number;
    if (byte < 0x80) return i === bytes.length - 1;
    if (byte >= 0xc0) return bytes.length - i === (byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : 2);
  }
  return false;
}
