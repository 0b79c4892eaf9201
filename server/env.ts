// Validates the server's environment once at start-up and fails with a message naming the bad variable.
import { isIP } from "node:net";
import { z } from "zod";
import { limits } from "#contracts/limits.ts";
import { readSite } from "./content/site.ts";
import { secretWeakness } from "./secret.ts";

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().positive();

/** proxy-addr's names for address ranges, as Fastify's trustProxy accepts them. */
const PROXY_RANGES = new Set(["loopback", "linklocal", "uniquelocal"]);
const isProxyAddress = (item: string) => {
  if (PROXY_RANGES.has(item)) return true;
  const [address = "", prefix, ...rest] = item.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
};

export const EnvSchema = z.object({
  PORT: port.default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  // Unset, the agency's own address and blog (content/site.yaml in the server's content folder).
  MAIL_TO: z.email().default(() => readSite().email),
  MAIL_FROM: z.email().default(() => readSite().email),
  SITE_ORIGIN: z
    .url({ protocol: /^https?$/ })
    .transform((value) => new URL(value).origin)
    .default("http://127.0.0.1:3000"),
  BLOG_URL: z.url({ protocol: /^https?$/ }).default(() => readSite().blogUrl),
  /** Trimmed, and refused when weak: the same rule as the generated file's (server/secret.ts). */
  SECRET: z
    .string()
    .superRefine((value, ctx) => {
      const weakness = secretWeakness(value);
      if (weakness) ctx.addIssue({ code: "custom", message: weakness });
    })
    .transform((value) => value.trim())
    .optional(),
  RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  /**
   * The proxies whose X-Forwarded-For, -Host and -Proto count (addresses, CIDR ranges or
   * loopback / linklocal / uniquelocal, comma-separated); unset: none, the peer is the client.
   */
  TRUST_PROXY: z
    .string()
    .transform((value) =>
      value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    )
    .refine((items) => items.every(isProxyAddress), {
      message:
        "must list IP addresses, CIDR ranges or loopback/linklocal/uniquelocal, comma-separated",
    })
    .optional(),
  UPLOAD_MAX_MB: positiveInt.max(100).default(limits.uploadMaxMbDefault),
  /** Applications read and checked at once; each holds its file in memory (decision 0908). */
  UPLOADS_IN_FLIGHT: positiveInt.max(1000).default(4),
  /** How long an application over that bound waits for its turn before a 503 with Retry-After. */
  UPLOAD_WAIT_SECONDS: positiveInt.max(600).default(15),
  RETENTION_DAYS: positiveInt.optional(),
  /** How long a mail claim is held before another worker may take the row over (after a crash). */
  MAIL_LEASE_SECONDS: positiveInt.max(3600).default(120),
  /**
   * This server's name among those sharing a database, kept across restarts (default: host name and
   * port): a restarted server hands back the mail claims it held when it stopped.
   */
  INSTANCE_ID: z.string().min(1).max(200).optional(),
  /** The outbox's backoff: first retry after this many seconds, doubled per attempt up to the cap. */
  MAIL_RETRY_BASE_SECONDS: positiveInt.max(3600).default(30),
  MAIL_RETRY_MAX_SECONDS: positiveInt.max(24 * 3600).default(3600),
  /** Attempts before a mail is dead-lettered (`mail status` / `mail retry`). */
  MAIL_MAX_ATTEMPTS: positiveInt.max(1000).default(24),
  /** A request (headers and body) must arrive within this; slow-body clients are cut off with 408. */
  REQUEST_TIMEOUT_SECONDS: positiveInt.max(3600).default(60),
  /**
   * On SIGTERM, how long /readyz answers 503 before the server stops taking connections, so a
   * load balancer sends new visitors elsewhere first (0: stop at once; requests in hand finish).
   */
  DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /** Enables GET /metrics for a scraper sending `Authorization: Bearer <token>`; unset: no metrics. */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  /** A log line per page or file served; off by default, forms and errors are always logged. */
  ACCESS_LOG: z.stringbool().default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = z.infer<typeof EnvSchema>;

export class EnvError extends Error {}

/** Variables whose value may hold a credential: never printed, even when wrong. */
const SECRET_VALUES = new Set(["SECRET", "SMTP_URL", "DATABASE_URL", "METRICS_TOKEN"]);

const shown = (name: string, value: string | undefined) =>
  SECRET_VALUES.has(name) ? "(value hidden)" : JSON.stringify(value);

/** Parses the variables the server reads; empty strings count as unset. */
export function parseEnv(raw: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(raw).filter(([key, value]) => key in EnvSchema.shape && value !== ""),
  );
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `  ${name}=${shown(name, cleaned[name])}: ${issue.message}`;
    });
    throw new EnvError(`Invalid environment:\n${lines.join("\n")}`);
  }
  return result.data;
}
