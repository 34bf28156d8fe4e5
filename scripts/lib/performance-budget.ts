import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";

/**
 * What a page may cost (decision 053): the first load's JavaScript by kind of page, and the Lighthouse figures
 * every page must reach. `config/performance-budget.json` is the one place these numbers live; `npm run perf`
 * reads it and fails a page over its budget.
 */
const budgetSchema = z.object({
  performance: z.object({
    /** Lighthouse mobile performance, median of the runs, CPU slowdown calibrated to the machine (decision 010). */
    calibratedScore: z.number().int().min(0).max(100),
    /** Total blocking time of the median run, calibrated, in milliseconds: under this. */
    totalBlockingTimeMs: z.number().positive(),
  }),
  pages: z
    .array(
      z.object({
        page: z.string().min(1),
        /** A regular expression matched against the page's path (without origin). */
        path: z.string().min(1),
        /** JavaScript transferred (gzip) while the page first loads, in KB (1,024 bytes). */
        javascriptKB: z.number().positive(),
        /**
         * The most fonts (family, size, weight and style) the page's laid-out text may use on a phone (decision
         * 078): Chrome asks the browser process for each one, synchronously, inside the first layout.
         */
        fonts: z.number().int().positive().optional(),
      }),
    )
    .min(1),
  otherPages: z.object({ javascriptKB: z.number().positive() }),
});

export type PerformanceBudget = z.infer<typeof budgetSchema>;

export interface PageBudget {
  page: string;
  javascriptKB: number;
  fonts?: number;
}

export function parsePerformanceBudget(json: unknown): PerformanceBudget {
  const parsed = budgetSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(
      `config/performance-budget.json is invalid at ${issue?.path.join(".")}: ${issue?.message}`,
    );
  }
  for (const { page, path } of parsed.data.pages) {
    try {
      new RegExp(path);
    } catch {
      throw new Error(`config/performance-budget.json: the path of "${page}" is not a regular expression`);
    }
  }
  return parsed.data;
}

export function readPerformanceBudget(
  file = join(import.meta.dirname, "../../config/performance-budget.json"),
): PerformanceBudget {
  return parsePerformanceBudget(JSON.parse(readFileSync(file, "utf8")));
}

/** The first page kind whose path pattern matches, else the budget for other pages. */
export function budgetFor(budget: PerformanceBudget, path: string): PageBudget {
  const pathname = path.replace(/[?#].*$/, "");
  const match = budget.pages.find((entry) => new RegExp(entry.path).test(pathname));
  return match
    ? { page: match.page, javascriptKB: match.javascriptKB, fonts: match.fonts }
    : { page: "other page", javascriptKB: budget.otherPages.javascriptKB };
}
