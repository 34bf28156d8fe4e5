import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream React's render writes into, passing on what it writes between two flushes as one chunk.
 *
 * React writes a page in views of 4 KB and calls the destination's `flush()` once it has written all it has ready
 * (the shell, a finished part, the whole page). A 150 KB page was some forty chunks, each taken through every stream
 * after this one (the markup rewrites, the labels, the web stream the answer is read from), and the rewrites decoded
 * and scanned most of them twice, as a tag split between chunks waits for the next: over a tenth of an uncached
 * product page's render (issue 28). One chunk per flush goes through once, and waits on nothing, as React flushes
 * as soon as it has written.
 */
export class RenderFlushes extends Transform {
  #written: Buffer[] = [];

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
    this.#written.push(chunk);
    done();
  }

  override _flush(done: TransformCallback) {
    this.flush();
    done();
  }

  /** React's call once it has written what it has ready (and the zlib streams' name for the same). */
  flush() {
    if (this.#written.length === 0) return;
    const chunk = this.#written.length === 1 ? this.#written[0] : Buffer.concat(this.#written);
    this.#written = [];
    this.push(chunk);
  }
}
