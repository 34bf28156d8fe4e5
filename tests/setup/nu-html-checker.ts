import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { JAVA_PATH } from "./ensure-java.ts";

/** One message of the checker's `--format json` report. */
export interface NuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The checker's jar in the npm package `vnu-jar` (its own Java download is never run: package.json allowScripts). */
export const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/**
 * For one short run: the client compiler only and the serial collector take half the CPU time of the defaults here
 * (about 4 s against 8 s for eight pages); the schema's evaluation recurses deeply, so the stack is made larger.
 */
const JVM_OPTIONS = ["-Xss8m", "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC"];

/** Checks every file in one run of the checker (one JVM start) and answers its messages. */
export function checkHtmlFiles(files: readonly string[]): NuMessage[] {
  const run = spawnSync(
    JAVA_PATH,
    [...JVM_OPTIONS, "-jar", VNU_JAR, "--format", "json", "--stdout", ...files],
    {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  if (run.error) throw run.error;
  let report: { messages: NuMessage[] };
  try {
    report = JSON.parse(run.stdout) as { messages: NuMessage[] };
  } catch {
    throw new Error(`The Nu HTML Checker gave no report (exit ${run.status}): ${run.stderr.slice(-2000)}`);
  }
  return report.messages;
}
