import { AsyncLocalStorage } from "node:async_hooks";
import { Transform, type TransformCallback } from "node:stream";
import { keepLabelsIn, type WrittenLabels } from "../../core/site/intl-formats.ts";
import { WRITTEN_LABELS_ID } from "./written-labels.ts";

// The labels each page's render writes with Intl, kept apart per request.
const labelsOfThisRender = new AsyncLocalStorage<WrittenLabels>();

keepLabelsIn({
  find: () => undefined,
  note(formatKey, value, label) {
    const labels = labelsOfThisRender.getStore();
    if (!labels) return;
    labels[formatKey] ??= {};
    labels[formatKey][value] = label;
  },
});

/** Runs a page's render noting every label it writes with Intl into `labels` (decision 067). */
export function noteLabelsWritten<T>(labels: WrittenLabels, render: () => T): T {
  return labelsOfThisRender.run(labels, render);
}

const BODY_END = Buffer.from("</body>");

/**
 * Adds the labels the render wrote, as a data block, just before `</body>`: React writes it once every part of the
 * page has rendered, so by then the labels are all noted. A `</body>` split between two chunks is put together first.
 */
export function writtenLabelsBeforeBodyEnd(labels: WrittenLabels): Transform {
  let carry: Buffer = Buffer.alloc(0);
  let added = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      if (added) {
        done(null, chunk);
        return;
      }
      const bytes = carry.length > 0 ? Buffer.concat([carry, chunk]) : chunk;
      const at = bytes.indexOf(BODY_END);
      if (at >= 0) {
        added = true;
        carry = Buffer.alloc(0);
        done(
          null,
          Buffer.concat([bytes.subarray(0, at), Buffer.from(dataBlock(labels)), bytes.subarray(at)]),
        );
        return;
      }
      const keep = startOfBodyEndAtTheEnd(bytes);
      carry = bytes.subarray(bytes.length - keep);
      done(null, bytes.subarray(0, bytes.length - keep));
    },
    flush(done: TransformCallback) {
      done(null, carry);
    },
  });
}

function dataBlock(labels: WrittenLabels): string {
  if (Object.keys(labels).length === 0) return "";
  // `<` escaped, so that no label can close the element.
  const json = JSON.stringify(labels).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${WRITTEN_LABELS_ID}">${json}</script>`;
}

/** How many bytes at the end of `bytes` could begin a `</body>` the next chunk finishes. */
function startOfBodyEndAtTheEnd(bytes: Buffer): number {
  for (let length = Math.min(BODY_END.length - 1, bytes.length); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(BODY_END.subarray(0, length))) return length;
  }
  return 0;
}
