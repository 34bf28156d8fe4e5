import { Transform, type TransformCallback } from "node:stream";

/**
 * The stream React's renderer writes a page into, handing on each round of its writing as one chunk.
 *
 * React writes a page in 4 KB pieces, then calls the destination's `flush()`, when it has one, at the end of every
 * round (the shell, then each part streamed in later). Every piece went on through the scripts rewrite, the web
 * stream and the compressor, each at a cost per piece (issue 28). Gathered by round, the shell still goes out the
 * moment it is written and each streamed part when it is; only the bytes of one round wait for its end.
 */
export function writtenInRounds(onEnd: () => void): Transform & { flush(): void } {
  let round: Buffer[] = [];
  const handOn = (stream: Transform) => {
    if (round.length === 0) return;
    stream.push(round.length === 1 ? round[0] : Buffer.concat(round));
    round = [];
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      round.push(chunk);
      done();
    },
    flush(done: TransformCallback) {
      onEnd();
      handOn(stream);
      done();
    },
    destroy(error, done) {
      round = [];
      done(error);
    },
  });
  return Object.assign(stream, { flush: () => handOn(stream) });
}
