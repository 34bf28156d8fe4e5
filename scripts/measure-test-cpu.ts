// `npm run measure:test-cpu [-- command …]` (default `npm test`): where a run's CPU time goes, to choose what to cut
// when `npm test` nears its 15 minutes. On two cores the run keeps the machine busy from start to end, so its wall
// time follows the work it does, and the work can only be cut. Runs the command, reads every process's CPU time in
// /proc twice a second (Linux only), and prints the CPU-seconds by kind of process (scripts/lib/process-kinds.ts),
// with how busy the whole machine was. A process that lives under half a second is missed; the machine's total counts it.
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { processKind } from "./lib/process-kinds.ts";

const given = process.argv.slice(2);
const command = given[0] ?? "npm";
const args = given.length > 0 ? given.slice(1) : ["test"];
const TICKS_PER_SECOND = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
const SAMPLE_MS = 500;

/** The CPU-seconds each process has used so far, and its command line. */
const seen = new Map<string, { commandLine: string; seconds: number }>();

function readOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}

function sample(): void {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const stat = readOrEmpty(`/proc/${pid}/stat`);
    if (!stat) continue;
    // The fields after the command name's closing parenthesis; utime and stime are the 12th and 13th of them.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    const known = seen.get(pid);
    // npm and node re-execute themselves: the command line is read again until the process has used some time.
    const commandLine =
      known && known.seconds > 0
        ? known.commandLine
        : readOrEmpty(`/proc/${pid}/cmdline`).replaceAll("\0", " ");
    seen.set(pid, { commandLine, seconds });
  }
}

/** The machine's busy and total CPU-seconds since boot, from /proc/stat's first line. */
function machineSeconds(): { busy: number; total: number } {
  const firstLine = readOrEmpty("/proc/stat").split("\n", 1)[0] ?? "";
  // user nice system idle iowait irq softirq steal, in clock ticks
  const ticks = firstLine.trim().split(/\s+/).slice(1, 9).map(Number);
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const idle = (ticks[3] ?? 0) + (ticks[4] ?? 0);
  return { busy: (total - idle) / TICKS_PER_SECOND, total: total / TICKS_PER_SECOND };
}

const startedAt = Date.now();
const machineBefore = machineSeconds();
sample();
const before = new Map([...seen].map(([pid, { seconds }]) => [pid, seconds]));
const timer = setInterval(sample, SAMPLE_MS);
const child = spawn(command, args, { stdio: "inherit" });
const code = await new Promise<number>((done) => child.once("close", (exitCode) => done(exitCode ?? 1)));
clearInterval(timer);
sample();
const machineAfter = machineSeconds();
const wallSeconds = (Date.now() - startedAt) / 1000;

const byKind = new Map<string, number>();
for (const [pid, { commandLine, seconds }] of seen) {
  const used = seconds - (before.get(pid) ?? 0);
  if (used <= 0) continue;
  const kind = processKind(commandLine);
  byKind.set(kind, (byKind.get(kind) ?? 0) + used);
}
const counted = [...byKind.values()].reduce((sum, value) => sum + value, 0);
const busy = machineAfter.busy - machineBefore.busy;
const idleShare = 1 - busy / (machineAfter.total - machineBefore.total);

console.log(
  `\n${command} ${args.join(" ")}: exit ${code}, ${wallSeconds.toFixed(0)} s on ${cpus().length} cores`,
);
console.log(
  `machine busy ${busy.toFixed(0)} CPU-s (${(100 * (1 - idleShare)).toFixed(0)}% of its cores); processes seen ${counted.toFixed(0)} CPU-s:`,
);
for (const [kind, seconds] of [...byKind].sort((a, b) => b[1] - a[1])) {
  console.log(
    `${seconds.toFixed(1).padStart(8)} s ${((100 * seconds) / counted).toFixed(1).padStart(5)}%  ${kind}`,
  );
}
process.exit(code);
