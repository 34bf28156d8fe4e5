// `node scripts/measure-large-bodies.ts --port 3261 --pid <server pid> [--count 4] [--mb 100]`: a
// probe of a running production build. Reads the server's RSS, sends `count` form posts of `mb` MB at once
// without a CSRF token (the attacker's case), and reads the RSS again at the peak and 2 s after. Before the body
// limits each post was parsed whole before its 403; now each is refused with 413 from its Content-Length.
import { readFileSync } from "node:fs";
import { request } from "node:http";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "3261" },
    pid: { type: "string" },
    count: { type: "string", default: "4" },
    mb: { type: "string", default: "100" },
    path: { type: "string", default: "/uk/join-request" },
  },
});
if (!values.pid) throw new Error("--pid <server pid> is required (the RSS read is the server's)");
const pid = values.pid;
const bytes = Number(values.mb) * 1024 * 1024;

function rssMb(): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

const chunk = Buffer.alloc(64 * 1024, "x");

function post(): Promise<{ status: number | string; ms: number; sentMb: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    let sent = 0;
    let settled = false;
    const done = (status: number | string) => {
      if (settled) return;
      settled = true;
      resolve({ status, ms: Math.round(performance.now() - started), sentMb: Math.round(sent / 1048576) });
    };
    const req = request(
      {
        host: "127.0.0.1",
        port: Number(values.port),
        path: values.path,
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "content-length": String(bytes) },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          done(res.statusCode ?? 0);
          req.destroy();
        });
      },
    );
    req.on("error", (error) => done(`error ${(error as NodeJS.ErrnoException).code ?? error.message}`));
    const write = () => {
      while (sent < bytes && !settled) {
        sent += chunk.length;
        if (!req.write(chunk)) return req.once("drain", write);
      }
      if (!settled) req.end();
    };
    write();
  });
}

const before = rssMb();
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, rssMb());
}, 50);
const results = await Promise.all(Array.from({ length: Number(values.count) }, post));
await new Promise((resolve) => setTimeout(resolve, 2000));
clearInterval(sampler);
const after = rssMb();
console.log(
  `${values.count} × ${values.mb} MB to ${values.path}: RSS before ${before} MB, peak ${peak} MB, 2 s after ${after} MB`,
);
for (const result of results)
  console.log(`  answer ${result.status} in ${result.ms} ms (${result.sentMb} MB sent)`);
