import { z } from "zod";
import { associationTitle } from "./association-name";
import type { Locale } from "./i18n";

const url = (name: string) =>
  z.url({ protocol: /^https?$/, error: `${name} must be an http(s) URL, for example https://example.org` });

function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A count per hour from 1 to 100000, named in its message. */
function perHour(name: string, fallback: number) {
  const message = `${name} must be a whole number from 1 to 100000`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(1, message)
    .max(100_000, message)
    .default(fallback);
}

/** Every setting the server reads from its environment, with the defaults of a local run. */
export const configSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BASE_URL: url("BASE_URL").optional(),
  DATABASE_URL: z
    .string()
    .regex(/^(file:|postgres:\/\/|postgresql:\/\/)/, "DATABASE_URL must start with file: or postgres://")
    .default("file:./data/app.db"),
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET must be at least 32 characters long").optional(),
  ASSOCIATION_NAME: z.string().trim().min(2).default("Ontario Handball Association"),
  /**
   * The association's name in French, with its article ("l'Association de handball de l'Ontario"), so
   * French texts can say "de l'Association" or "au Club"; unset, French pages use ASSOCIATION_NAME.
   */
  ASSOCIATION_NAME_FR: z
    .string()
    .trim()
    .min(2, "ASSOCIATION_NAME_FR must be the French name, such as l'Association de handball de l'Ontario")
    .max(150, "ASSOCIATION_NAME_FR must be at most 150 characters")
    .optional(),
  ASSOCIATION_SHORT_NAME: z.string().trim().min(2).max(12).default("OHA"),
  PROVINCE: z.string().trim().min(2).default("Ontario"),
  CITY: z.string().trim().min(2).default("Toronto"),
  CONTACT_EMAIL: z
    .email({ error: "CONTACT_EMAIL must be an e-mail address" })
    .default("info@handball.example.org"),
  CONTACT_PHONE: z.string().trim().min(7).default("(416) 555-0142"),
  CONTACT_ADDRESS: z.string().trim().min(5).default("100 Queen St W, Toronto, ON M5H 2N2"),
  TIME_ZONE: z
    .string()
    .refine(isTimeZone, "TIME_ZONE must be an IANA time zone such as America/Toronto")
    .default("America/Toronto"),
  INTRO_VIDEO_URL: url("INTRO_VIDEO_URL").default("https://www.youtube-nocookie.com/embed/j1fQDgvrD0U"),
  MAP_EMBED_URL: url("MAP_EMBED_URL").default(
    "https://www.openstreetmap.org/export/embed.html?bbox=-79.42%2C43.63%2C-79.34%2C43.68&layer=mapnik&marker=43.6525%2C-79.3832",
  ),
  FACEBOOK_URL: url("FACEBOOK_URL").default("https://www.facebook.com/"),
  INSTAGRAM_URL: url("INSTAGRAM_URL").default("https://www.instagram.com/"),
  YOUTUBE_URL: url("YOUTUBE_URL").default("https://www.youtube.com/"),
  /**
   * Express's "trust proxy": unset means the client address is the socket's; behind a reverse proxy set
   * the number of proxies (1) or their addresses, so X-Forwarded-For is believed only from them.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d+|loopback|uniquelocal|linklocal|[0-9a-fA-F.:/,\s]+)$/,
      "TRUST_PROXY must be a number of proxies, loopback, or proxy addresses",
    )
    .optional(),
  /** Password-reset requests one client address may make per hour. */
  ACCOUNT_REQUESTS_PER_HOUR: perHour("ACCOUNT_REQUESTS_PER_HOUR", 5),
  /**
   * The limits that ask for a proof of work past their budget (decision 039). Sign-ups one client address
   * makes per hour without one: a room of people on one network.
   */
  SIGNUPS_PER_ADDRESS_PER_HOUR: perHour("SIGNUPS_PER_ADDRESS_PER_HOUR", 60),
  /** Sign-ups of the whole site per hour without a proof of work; past it every sign-up brings one. */
  SIGNUPS_PER_HOUR: perHour("SIGNUPS_PER_HOUR", 600),
  /** Event registrations, waiting-list entries and checkouts one signed-in account makes per hour without a proof. */
  ACCOUNT_ACTIONS_PER_HOUR: perHour("ACCOUNT_ACTIONS_PER_HOUR", 30),
  /** The same actions of all signed-in accounts behind one client address per hour without a proof. */
  ADDRESS_ACTIONS_PER_HOUR: perHour("ADDRESS_ACTIONS_PER_HOUR", 600),
  /** Checkouts without an account from one client address per hour without a proof. */
  GUEST_ACTIONS_PER_HOUR: perHour("GUEST_ACTIONS_PER_HOUR", 60),
  /**
   * How hard a proof of work is: the solver tries on average half this many keys (PBKDF2-SHA-256, 250
   * rounds each); the default takes a phone about a second.
   */
  CHALLENGE_DIFFICULTY: z.coerce
    .number({ error: "CHALLENGE_DIFFICULTY must be a whole number from 1 to 1000000" })
    .int("CHALLENGE_DIFFICULTY must be a whole number from 1 to 1000000")
    .min(1, "CHALLENGE_DIFFICULTY must be a whole number from 1 to 1000000")
    .max(1_000_000, "CHALLENGE_DIFFICULTY must be a whole number from 1 to 1000000")
    .default(2000),
  /**
   * Announcement e-mails queued per minute at most (decision 059): what the SMTP relay accepts. An
   * administrator may choose a slower pace for one announcement, never a faster one.
   */
  ANNOUNCEMENTS_PER_MINUTE: z.coerce
    .number({ error: "ANNOUNCEMENTS_PER_MINUTE must be a whole number from 1 to 10000" })
    .int("ANNOUNCEMENTS_PER_MINUTE must be a whole number from 1 to 10000")
    .min(1, "ANNOUNCEMENTS_PER_MINUTE must be a whole number from 1 to 10000")
    .max(10_000, "ANNOUNCEMENTS_PER_MINUTE must be a whole number from 1 to 10000")
    .default(60),
  ENABLE_FAULT_ROUTE: z.enum(["0", "1"]).default("0"),
  SMTP_URL: z
    .string()
    .regex(
      /^smtps?:\/\/[^/\s]/,
      "SMTP_URL must start with smtp:// or smtps://, for example smtp://user:pass@host:587",
    )
    .optional(),
  MAIL_FROM: z
    .email({ error: "MAIL_FROM must be an e-mail address such as no-reply@example.org" })
    .default("no-reply@handball.example.org"),
  OUTBOX_DIR: z.string().trim().min(1).default("./data/outbox"),
  /** Images uploaded by administrators, served at /uploads; back it up with the database. */
  UPLOAD_DIR: z.string().trim().min(1).default("./data/uploads"),
  /**
   * Uploaded images in an S3-compatible bucket instead of UPLOAD_DIR (decision 035): all or nothing, the
   * bucket and both keys are required as soon as any S3_* variable is set (checked by parseConfig).
   */
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      "S3_BUCKET must be a bucket name: 3 to 63 lowercase letters, digits, dots and hyphens",
    )
    .optional(),
  /** An S3-compatible server (MinIO, Garage, a cloud's object storage); unset means AWS in S3_REGION. */
  S3_ENDPOINT: url("S3_ENDPOINT").optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]+$/, "S3_REGION must be a region name such as us-east-1 or ca-central-1")
    .default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().trim().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** The folder of the bucket the images go in, so that one bucket can hold several sites. */
  S3_PREFIX: z
    .string()
    .regex(
      /^(?!.*(^|\/)\.{1,2}(\/|$))[\w.-]+(\/[\w.-]+)*\/?$/,
      "S3_PREFIX must be a path such as handball/uploads: letters, digits, dots, hyphens and underscores, separated by /",
    )
    .optional(),
});

/** The S3_* settings the bucket needs; with none of them set, images stay in UPLOAD_DIR. */
const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
const S3_NAMES = [...S3_REQUIRED, "S3_ENDPOINT", "S3_REGION", "S3_PREFIX"];

/** All or nothing: a message per required S3_* variable that is missing while another one is set. */
function missingS3Settings(present: Record<string, unknown>) {
  const given = S3_NAMES.filter((name) => name in present);
  if (given.length === 0) return [];
  return S3_REQUIRED.filter((name) => !(name in present)).map(
    (name) =>
      `  ${name}: required when ${given.join(", ")} ${given.length > 1 ? "are" : "is"} set: ` +
      `images in object storage need ${S3_REQUIRED.join(", ")} (or leave every S3_* unset to keep them in UPLOAD_DIR)`,
  );
}

export type Config = Omit<z.infer<typeof configSchema>, "BASE_URL"> & { BASE_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; names each bad variable so the operator knows what to fix. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = configSchema.safeParse(present);
  const lines = [
    ...(result.error?.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`) ?? []),
    ...missingS3Settings(present),
  ];
  if (!result.success || lines.length > 0)
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  const config = result.data;
  return { ...config, BASE_URL: (config.BASE_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, "") };
}

export type S3Settings = {
  bucket: string;
  /** Unset for AWS itself. */
  endpoint: string | undefined;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Put before every image's name: empty, or a path ending in "/". */
  keyPrefix: string;
};

/** Where the bucket is and how to sign in to it, or null when images stay in UPLOAD_DIR. */
export function s3Settings(
  config: Pick<
    Config,
    "S3_BUCKET" | "S3_ENDPOINT" | "S3_REGION" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_PREFIX"
  >,
): S3Settings | null {
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
  if (!bucket || !accessKeyId || !secretAccessKey) return null;
  const prefix = (config.S3_PREFIX ?? "").replace(/\/+$/, "");
  return {
    bucket,
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION ?? "us-east-1",
    accessKeyId,
    secretAccessKey,
    keyPrefix: prefix ? `${prefix}/` : "",
  };
}

/**
 * Settings that start but will not work. An https BASE_URL means TLS ends at a proxy; unless Express
 * trusts it, requests look like plain http, so every form's `Origin: https://...` differs from the
 * address the app sees, and each form post is refused with 400.
 */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  if (config.BASE_URL.startsWith("https:") && !config.TRUST_PROXY)
    warnings.push(
      "Warning: BASE_URL is https but TRUST_PROXY is unset, so every form will be refused with 400 behind a TLS-terminating proxy; set TRUST_PROXY=1 (one proxy) or the proxy's addresses.",
    );
  return warnings;
}

/** The association's names in English and French, for texts and e-mails (lib/association-name.ts). */
export function associationNames(config: Pick<Config, "ASSOCIATION_NAME" | "ASSOCIATION_NAME_FR">) {
  return { name: config.ASSOCIATION_NAME, nameFr: config.ASSOCIATION_NAME_FR ?? null };
}

/** The association's name standing alone in `locale`: an e-mail's header, a calendar's name. */
export function siteNameIn(config: Pick<Config, "ASSOCIATION_NAME" | "ASSOCIATION_NAME_FR">, locale: Locale) {
  return associationTitle(associationNames(config), locale);
}

/** What the browser may see of the configuration: no secrets, no database URL. */
export function publicSettings(config: Config) {
  return {
    baseUrl: config.BASE_URL,
    name: config.ASSOCIATION_NAME,
    nameFr: config.ASSOCIATION_NAME_FR ?? null,
    shortName: config.ASSOCIATION_SHORT_NAME,
    province: config.PROVINCE,
    city: config.CITY,
    email: config.CONTACT_EMAIL,
    phone: config.CONTACT_PHONE,
    address: config.CONTACT_ADDRESS,
    timeZone: config.TIME_ZONE,
    introVideoUrl: config.INTRO_VIDEO_URL,
    mapEmbedUrl: config.MAP_EMBED_URL,
    social: { facebook: config.FACEBOOK_URL, instagram: config.INSTAGRAM_URL, youtube: config.YOUTUBE_URL },
  };
}
