// `node scripts/lib/static-copy-server.ts <pages.json> <port>`: the bench's static baseline (issue 28). Serves, with
// Node's http module and nothing else, the exact bytes and headers the store answered for each page, chosen by the
// request's Accept-Encoding as the store chose them: what a plain file server with precompressed files would do.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

export interface CapturedAnswer {
  /** The Accept-Encoding the store was asked with ("" for none). */
  acceptEncoding: string;
  headers: Record<string, string | string[]>;
  bodyBase64: string;
}

export type CapturedPages = Record<string, CapturedAnswer[]>;

/** Headers of one connection, not of the answer: the static server sets its own. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "date", "content-length"]);

if (import.meta.main) {
  const [file, port] = process.argv.slice(2);
  const pages = JSON.parse(readFileSync(file!, "utf8")) as CapturedPages;
  const answers = new Map(
    Object.entries(pages).map(([path, captured]) => [
      path,
      captured.map((answer) => ({
        acceptEncoding: answer.acceptEncoding,
        headers: Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name))),
        body: Buffer.from(answer.bodyBase64, "base64"),
      })),
    ]),
  );
  createServer((request, response) => {
    const captured = answers.get(request.url ?? "");
    if (!captured) {
      response.writeHead(404).end();
      return;
    }
    const accepts = request.headers["accept-encoding"] ?? "";
    const answer =
      captured.find((a) => a.acceptEncoding === accepts) ?? captured.find((a) => !a.acceptEncoding)!;
    response.writeHead(200, { ...answer.headers, "content-length": answer.body.length });
    response.end(answer.body);
  }).listen(Number(port), "127.0.0.1", () => console.log("ready"));
}
