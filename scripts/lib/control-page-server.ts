// `node scripts/lib/control-page-server.ts [port]`: `npm run perf -- --control`'s page (decision 076). A static page with
// nothing in it to block (no stylesheet, no script, no image, a few hundred bytes), served by Node's http module in a
// process of its own, as `npm run perf` waits on Lighthouse synchronously. Whatever blocking time Lighthouse gives it,
// the host made.
import { createServer } from "node:http";

export const CONTROL_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Control page</title><link rel="icon" href="data:,"><meta name="description" content="A static page with nothing to block, to measure what the host costs."></head><body><main><h1>Control page</h1><p>A heading and a paragraph: no stylesheet, no script, no image.</p></main></body></html>`;

if (import.meta.main) {
  // Port 0 takes any free one; the port is printed once listening ("ready 4321").
  const server = createServer((request, response) => {
    if (request.url === "/")
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(CONTROL_PAGE);
    else response.writeHead(404).end();
  });
  server.listen(Number(process.argv[2] ?? 0), "127.0.0.1", () => {
    const address = server.address();
    console.log(`ready ${typeof address === "object" && address ? address.port : ""}`);
  });
}
