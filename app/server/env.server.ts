/**
 * Configuration, read once from the environment and checked with zod. A bad value stops the server
 * with one line that names the variable (see `loadEnv`), never with a stack trace.
 */
import { z } from "zod";
import { parseStorageUrl, StorageUrlError } from "./storage.server";

const booleanString = z
  .enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" })
  .transform((v) => v === "true" || v === "1" || v === "yes");

const postgresUrl = z
  .string()
  .url({ message: "must be a URL such as postgres://user:password@host:5432/dbname" })
  .refine((v) => /^postgres(ql)?:\/\//.test(v), { message: "must start with postgres:// or postgresql://" });

/** The resized images' disk cache, when IMAGE_CACHE_MAX_MB does not say. */
export const DEFAULT_IMAGE_CACHE_MAX_MB = 512;

export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be between 1 and 65535" })
    .max(65535, { message: "must be between 1 and 65535" })
    .default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  /** The shop's public address, used in e-mails, canonical links, the sitemap and auth. */
  PUBLIC_URL: z.string().url({ message: "must be a URL such as https://shop.example.com" }).optional(),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  AUTH_SECRET: z.string().min(32, { message: "must be at least 32 characters" }).optional(),
  SMTP_URL: z.string().url({ message: "must be a URL such as smtp://user:pass@mail.example.com:587" }).optional(),
  MAIL_FROM: z.string().min(3).default("Maison Lumière <boutique@localhost>"),
  SEED_DEMO: booleanString.default(true),
  SEED_FORCE: booleanString.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUSTED_ORIGINS: z.string().default(""),
  /**
   * The shop runs behind one reverse proxy (nginx, Caddy, a load balancer) that puts the client's
   * address in X-Forwarded-For, and the address the browser used in X-Forwarded-Proto and
   * X-Forwarded-Host. Off by default: the address is then the connection's own and the page's
   * address the request's own (Host), and any forwarding header a client sends is dropped, so that
   * nobody picks their own rate-limit bucket or their own origin (server/http.ts).
   */
  TRUST_PROXY: booleanString.default(false),
  /**
   * The most disk the resized images may take, in megabytes; past it the least recently used go
   * (app/server/images.server.ts).
   */
  IMAGE_CACHE_MAX_MB: z.coerce
    .number({ message: "must be a number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .default(DEFAULT_IMAGE_CACHE_MAX_MB),
  /**
   * An S3-compatible bucket for the images (app/server/storage.server.ts), shared by every copy of
   * the server: s3://ACCESS_KEY:SECRET_KEY@host:port/bucket?region=…; the media folder without it.
   */
  STORAGE_URL: z
    .string()
    .superRefine((value, context) => {
      try {
        parseStorageUrl(value);
      } catch (error) {
        if (!(error instanceof StorageUrlError)) throw error;
        context.addIssue({ code: "custom", message: error.message });
      }
    })
    .optional(),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError whose message is one line naming the variable. */
export function parseEnv(source: Record<string, string | undefined>): Env & { publicUrl: string } {
  // Empty strings count as unset, so `PORT= npm start` behaves like no PORT at all.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const name = String(issue.path[0] ?? "environment");
    // STORAGE_URL holds a secret key: never printed.
    const value = name === "STORAGE_URL" ? undefined : cleaned[name];
    throw new ConfigError(`${name}${value !== undefined ? ` (${JSON.stringify(value)})` : ""} ${issue.message}`);
  }
  const env = result.data;
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return { ...env, publicUrl };
}

let current: ReturnType<typeof parseEnv> | undefined;

export function loadEnv(source: Record<string, string | undefined> = process.env) {
  current = parseEnv(source);
  return current;
}

export function env() {
  if (!current) current = parseEnv(process.env);
  return current;
}
