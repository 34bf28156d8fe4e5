// `npm run measure:test-cpu [-- command …]` (default `npm test`): where a run's CPU time goes, to choose what to cut
// when `npm test` nears its 15 minutes. On two cores the run keeps the machine busy from start to end, so its wall
// time follows the work it does, and the work can only be cut. Runs the command, reads every process's CPU time in
// /proc twice a second (Linux only), and prints the CPU-seconds by kind of process (scripts/lib/process-kinds.ts),
// with how busy the whole machine was. A process that lives under half a second is missed; the machine's total counts it.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { cpus } from "node:os";
import { machineCpuSeconds, processCpuMs } from "./lib/process-cpu.ts";
import { processKind } from "./lib/process-kinds.ts";

const given = process.argv.slice(2);
const command = given[0] ?? "npm";
const args = given.length > 0 ? given.slice(1) : ["test"];
const SAMPLE_MS = 500;

/** The CPU-seconds each process has used so far, and its command line. */
const seen = new Map<string, { commandLine: string; seconds: number }>();

/** A process's command line, its arguments joined by spaces; empty once the process has gone. */
function commandLineOf(pid: string): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replaceAll("\0", " ");
  } catch {
    return "";
  }
}

function sample(): void {
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    const ms = processCpuMs(pid);
    if (ms === null) continue;
    const seconds = ms / 1000;
    const known = seen.get(pid);
    // A process just forked shows its parent's command line until it runs its own program: read it again until the
    // process has used some time.
    const commandLine = known && known.seconds > 0 ? known.commandLine : commandLineOf(pid);
    seen.set(pid, { commandLine, seconds });
  }
}

const startedAt = Date.now();
const machineBefore = machineCpuSeconds();
sample();
const before = new Map([...seen].map(([pid, { seconds }]) => [pid, seconds]));
const timer = setInterval(sample, SAMPLE_MS);
const child = spawn(command, args, { stdio: "inherit" });
const code = await new Promise<number>((done) => child.once("close", (exitCode) => done(exitCode ?? 1)));
clearInterval(timer);
sample();
const machineAfter = machineCpuSeconds();
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
