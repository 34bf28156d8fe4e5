import { z } from "zod";

// Environment is parsed once at boot; a bad value stops the process with the variable's name.
const envObject = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where rendered product images are cached; they are derived data and safe to delete. */
  IMAGE_CACHE_DIR: z.string().optional(),
  /** Set to 1 behind a TLS-terminating proxy so cookies get `Secure`. */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
  /**
   * Which search engine answers listings and suggestions (docs/decisions/011-search-provider.md):
   * each instance's own in-memory index, or one PostgreSQL full-text index all instances share.
   */
  SEARCH_PROVIDER: z
    .enum(["embedded", "postgres"], { error: "must be embedded or postgres" })
    .default("embedded"),
});

const envSchema = envObject.refine(
  (env) => env.SEARCH_PROVIDER !== "postgres" || /^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? ""),
  { message: "postgres needs a postgres:// DATABASE_URL", path: ["SEARCH_PROVIDER"] },
);

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Environment variable ${issue?.path.join(".")} is invalid: ${issue?.message}`);
  }
  return parsed.data;
}
