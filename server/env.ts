import { z } from "zod";

// Environment is parsed once at boot; a bad value stops the process with the variable's name.
const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** How long SIGTERM waits for in-flight requests before closing anyway. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  /** Where rendered product images are cached; they are derived data and safe to delete. */
  IMAGE_CACHE_DIR: z.string().optional(),
  /** The most the image cache may hold; the least recently used files are deleted past it. */
  IMAGE_CACHE_MAX_MB: z.coerce.number().int().positive().default(1024),
  /** Image renders running at once (each can take 1.5–3 s of CPU at 2000 px). */
  IMAGE_RENDER_SLOTS: z.coerce.number().int().positive().max(64).default(2),
  /** Image renders waiting for a turn; past this, 503 with Retry-After. */
  IMAGE_RENDER_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
  /** Set to 1 behind a TLS-terminating proxy so cookies get `Secure`. */
  TRUST_PROXY: z.enum(["0", "1"]).default("0"),
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Environment variable ${issue?.path.join(".")} is invalid: ${issue?.message}`);
  }
  return parsed.data;
}
