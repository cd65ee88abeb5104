/**
 * The process configuration: environment variables, checked once at start (README.md lists
 * them). Shared by the server and the command line.
 */
import { resolve, sep } from 'node:path';
import { z } from 'zod';
import { publicOriginProblem } from '../../core/sites';
import { outboundProblem } from '../outbound';

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  WORKERS: z.coerce.number().int('WORKERS is a whole number').min(1, 'WORKERS is at least 1').max(256, 'WORKERS is at most 256').default(1),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  MEDIA_DIR: z.string().min(1).optional(),
  SUBMISSIONS_DIR: z.string().min(1).optional(),
  MAX_UPLOAD_MB: z.coerce.number().int().min(1).max(500).default(25),
  DATABASE_URL: z.string().url().optional(),
  ADMIN_EMAIL: z.string().email().default('admin@tessera.local'),
  ADMIN_PASSWORD: z.string().min(12, 'ADMIN_PASSWORD must be at least 12 characters').optional(),
  SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  VISITOR_SESSION_TTL_MINUTES: z.coerce.number().int().min(1).max(90 * 24 * 60).default(12 * 60),
  COOKIE_SECURE: z.enum(['true', 'false']).default('false').transform((v) => v === 'true'),
  PORTAL_HOSTS: z.string().default('localhost,127.0.0.1,[::1]'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET: z.string().min(16).optional(),
  TRUST_PROXY: z
    .string()
    .trim()
    .regex(/^(true|false|[\w:.,/\s-]+)$/, 'TRUST_PROXY is false, true, or proxy addresses/CIDRs separated by commas')
    .default('false'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL is smtp://… or smtps://…').optional(),
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@tessera.local>'),
  OUTBOUND_ALLOWED_HOSTS: z.string().default(''),
  SMS_PROVIDER_URL: z.string().regex(/^https?:\/\//, 'SMS_PROVIDER_URL is http://… or https://…').optional(),
  SMS_ACCOUNT_ID: z.string().regex(/^[\w-]{1,64}$/, 'SMS_ACCOUNT_ID is 1 to 64 letters, digits, _ or -').optional(),
  SMS_AUTH_TOKEN: z.string().min(8, 'SMS_AUTH_TOKEN is at least 8 characters').max(200).optional(),
  SMS_FROM: z.string().regex(/^\+[1-9]\d{7,14}$/, 'SMS_FROM is a number in E.164, like +12125550100').optional(),
  SMS_CALLBACK_URL: z.string().regex(/^https?:\/\/[^/?#]+\/?$/, 'SMS_CALLBACK_URL is an origin, like https://alerts.example.com').optional(),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  OUTBOX_INTERVAL_MS: z.coerce.number().int().min(0).max(60 * 60_000).default(5_000),
  MARKET_DATA_URL: z.string().regex(/^https?:\/\//, 'MARKET_DATA_URL is http://… or https://…').optional(),
  CORPORATE_ACTIONS_URL: z.string().regex(/^https?:\/\//, 'CORPORATE_ACTIONS_URL is http://… or https://…').optional(),
  PROXY_RULINGS_URL: z.string().regex(/^https?:\/\//, 'PROXY_RULINGS_URL is http://… or https://…').optional(),
  MARKET_DATA_INTERVAL_MS: z.coerce.number().int().min(250).max(10 * 60_000).default(5_000),
  MARKET_DATA_DELAY_MINUTES: z.coerce.number().int().min(0).max(24 * 60).default(15),
  SCHEDULER_INTERVAL_MS: z.coerce.number().int().min(0).max(24 * 60 * 60_000).default(15_000),
  PUBLIC_ORIGIN_TEMPLATE: z.string().trim().min(1).default('http://{site}.localhost:{port}'),
  ARCHIVE_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(7),
  ARCHIVE_KEY_FILE: z.string().trim().min(1).optional(),
  ARCHIVE_WITNESS_FILE: z.string().trim().min(1).optional(),
  ARCHIVE_INTERVAL_MS: z.coerce.number().int().min(0).max(60 * 60_000).default(2_000),
  ARCHIVE_CHECKPOINT_MINUTES: z.coerce.number().int().min(1).max(7 * 24 * 60).default(60),
  CDN_MAX_AGE: z.coerce.number().int().min(0).max(365 * 24 * 60 * 60).default(300),
  CDN_STALE_SECONDS: z.coerce.number().int().min(0).max(24 * 60 * 60).default(60),
  CDN_PURGE_URL: z.string().regex(/^https?:\/\//, 'CDN_PURGE_URL is http://… or https://…').optional(),
  CDN_PURGE_TOKEN: z.string().min(8, 'CDN_PURGE_TOKEN is at least 8 characters').max(500).regex(/^[\x21-\x7e]+$/, 'CDN_PURGE_TOKEN is printable characters without spaces').optional(),
  CDN_PURGE_REPEAT_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  METRICS_TOKEN: z.string().min(16, 'METRICS_TOKEN is at least 16 characters').max(500).regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN is printable characters without spaces').optional(),
  METRICS_LISTEN: z
    .string()
    .trim()
    .regex(/^(\[[0-9a-fA-F:.]+\]|[\w.-]+):\d{1,5}$/, 'METRICS_LISTEN is host:port, like 127.0.0.1:9464 or [::1]:9464')
    .optional(),
});

export interface Config {
  port: number;
  host: string;
  /** Server processes on this host (`node:cluster`); more than one needs DATABASE_URL. */
  workers: number;
  dataDir: string;
  /** Where the media library's files are kept (default: `media` inside DATA_DIR). */
  mediaDir: string;
  /** Where files attached to form submissions are kept (private: editors only). */
  submissionsDir: string;
  /** Largest upload to the media library, in bytes. */
  maxUploadBytes: number;
  databaseUrl?: string;
  adminEmail: string;
  adminPassword?: string;
  sessionTtlMs: number;
  /** Visitors' sessions end after this much inactivity. */
  visitorSessionTtlMs: number;
  cookieSecure: boolean;
  /** Host names that show the site portal instead of a site. */
  portalHosts: string[];
  logLevel: string;
  /**
   * The configured SECRET, which signs what visitors hold for later (access-code grants,
   * subscription links, a provider sign-in's cookie, captcha challenges). Unset, the
   * installation's own secret, generated once and kept in the database, is used
   * (`content.signingSecret`): the same in every process and host either way.
   */
  secret?: string;
  /**
   * Which proxies may tell us the client's address and scheme (`X-Forwarded-For`/`-Proto`):
   * none by default, so a client cannot claim another address or HTTPS.
   */
  trustProxy: boolean | string[];
  /** How often the scheduler looks for due scheduled publishes; 0 turns it off in this process. */
  schedulerIntervalMs: number;
  /** SMTP server for outgoing e-mail; without one, e-mail is held in the outbox. */
  smtpUrl?: string;
  mailFrom: string;
  /** Hosts (`host` or `host:port`) outbound requests may reach although private or plain http. */
  outboundAllowedHosts: string[];
  /** An SMS and voice provider (Twilio's REST API shape); without one, SMS and voice messages are held in the outbox. */
  sms?: { baseUrl: string; accountId: string; token: string; from: string; callbackOrigin?: string; timeoutMs: number };
  /** How often the outbox sender runs; 0 turns it off in this process. */
  outboxIntervalMs: number;
  /** A real market data feed; without one the simulated provider serves. */
  marketDataUrl?: string;
  /** The corporate actions and proxy rulings base URLs (specification §7); without them the demonstration's data serves. */
  corporateActionsUrl?: string;
  proxyRulingsUrl?: string;
  /** How long market data is served from the cache before the provider is asked again. */
  marketDataIntervalMs: number;
  /** How late the feed's prices are, shown in every widget's data-delay notice. */
  marketDataDelayMinutes: number;
  /**
   * The public origin of a site that has none set (`{site}`: its id, `{port}`: the port the
   * server listens on). Absolute links the server writes start with a site's public origin,
   * never with a request's Host header.
   */
  publicOriginTemplate: string;
  /**
   * How long archive entries (the record of what was served) are kept at least. Tessera never
   * deletes them: the table refuses it (migration 019), so they are kept this long and longer.
   */
  archiveRetentionYears: number;
  /**
   * The record's anchor outside the database (issue 40 item 2): the Ed25519 key that signs
   * checkpoints of every chain's head (a PKCS #8 PEM file, created with mode 0600 at the first
   * start; default beside DATA_DIR), the witness files each checkpoint is appended to (outside
   * DATA_DIR), how often the archive job looks for publications to record (0: not in this
   * process) and how often a checkpoint is written when nothing was published.
   */
  archive: { keyFile: string; witnessFiles: string[]; intervalMs: number; checkpointEveryMs: number };
  /** A shared cache (CDN) in front: how long it keeps public responses, and serves them stale while it asks again (seconds). */
  cdn: { maxAge: number; staleSeconds: number; purge?: CdnPurgeConfig };
  /** Prometheus metrics (`/metrics`): exposed only with a token, an address of their own, or both. */
  metrics: MetricsConfig;
}

/**
 * Where the Prometheus metrics are served. `token`: `GET /metrics` on the server's own port
 * answers a request bearing it (`Authorization: Bearer <token>`), and the address of its own
 * asks for it too. `listen`: a small HTTP server of its own on this address serves them (bind
 * it to loopback or an internal network). Neither: not served at all (`/metrics` is a 404).
 */
export interface MetricsConfig {
  token?: string;
  listen?: { host: string; port: number };
}

/**
 * Where purges go (`PURGE <url>` with `Surrogate-Key`): operator configuration, checked at start
 * against the outbound policy like MARKET_DATA_URL. `repeatMs`: the purge is sent again after
 * this long (0: not), as other processes may render a page from their own cache until the change
 * notice reaches them.
 */
export interface CdnPurgeConfig {
  url: string;
  token?: string;
  repeatMs: number;
}

/** The configuration a server runs with: the signing secret resolved (configured, or the stored one). */
export type ServerConfig = Config & { secret: string };

/**
 * Why `workers` processes cannot run on this configuration, or undefined: the embedded PGlite
 * store is one process's (its data directory is locked to it), so more need PostgreSQL.
 */
export function workersProblem(config: Pick<Config, 'workers' | 'databaseUrl'>): string | undefined {
  return config.workers > 1 && !config.databaseUrl ? `WORKERS=${config.workers} needs DATABASE_URL: the embedded PGlite store serves one process` : undefined;
}

/** Reads the configuration from environment variables; throws naming each bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${lines.join('\n  ')}`);
  }
  const c = result.data;
  const outboundAllowedHosts = c.OUTBOUND_ALLOWED_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean);
  // The server fetches the feed: the outbound policy that every fetched address passes applies from the start.
  const feedProblem = c.MARKET_DATA_URL ? outboundProblem(c.MARKET_DATA_URL, { allowHosts: outboundAllowedHosts }) : undefined;
  if (feedProblem) {
    throw new Error(`Invalid configuration:\n  MARKET_DATA_URL: ${feedProblem} (list its host, or host:port, in OUTBOUND_ALLOWED_HOSTS to allow it)`);
  }
  for (const name of ['CORPORATE_ACTIONS_URL', 'PROXY_RULINGS_URL'] as const) {
    const problem = c[name] ? outboundProblem(c[name], { allowHosts: outboundAllowedHosts }) : undefined;
    if (problem) throw new Error(`Invalid configuration:\n  ${name}: ${problem} (list its host, or host:port, in OUTBOUND_ALLOWED_HOSTS to allow it)`);
  }
  const sms = smsConfig(c, outboundAllowedHosts);
  const purgeProblem = c.CDN_PURGE_URL ? outboundProblem(c.CDN_PURGE_URL, { allowHosts: outboundAllowedHosts }) : undefined;
  if (purgeProblem) throw new Error(`Invalid configuration:\n  CDN_PURGE_URL: ${purgeProblem} (list its host, or host:port, in OUTBOUND_ALLOWED_HOSTS to allow it)`);
  const metricsListen = c.METRICS_LISTEN ? listenAddress(c.METRICS_LISTEN) : undefined;
  if (metricsListen && metricsListen.port === c.PORT && c.PORT !== 0) throw new Error(`Invalid configuration:\n  METRICS_LISTEN: port ${c.PORT} is the server's own PORT; give the metrics another`);
  if (c.CDN_PURGE_TOKEN && !c.CDN_PURGE_URL) throw new Error('Invalid configuration:\n  CDN_PURGE_TOKEN: set CDN_PURGE_URL too (the token is sent with the purges there)');
  const archive = archiveConfig(c);
  const originProblem = publicOriginProblem(c.PUBLIC_ORIGIN_TEMPLATE.replaceAll('{site}', 'nyse').replaceAll('{port}', String(c.PORT || 3000)));
  if (originProblem) throw new Error(`Invalid configuration:\n  PUBLIC_ORIGIN_TEMPLATE: ${originProblem} (like https://{site}.example.com or http://{site}.localhost:{port})`);
  return {
    port: c.PORT,
    host: c.HOST,
    workers: c.WORKERS,
    dataDir: c.DATA_DIR,
    mediaDir: c.MEDIA_DIR ?? `${c.DATA_DIR.replace(/\/+$/, '')}/media`,
    submissionsDir: c.SUBMISSIONS_DIR ?? `${c.DATA_DIR.replace(/\/+$/, '')}/submissions`,
    maxUploadBytes: c.MAX_UPLOAD_MB * 1024 * 1024,
    ...(c.DATABASE_URL ? { databaseUrl: c.DATABASE_URL } : {}),
    adminEmail: c.ADMIN_EMAIL,
    ...(c.ADMIN_PASSWORD ? { adminPassword: c.ADMIN_PASSWORD } : {}),
    sessionTtlMs: c.SESSION_TTL_MINUTES * 60_000,
    visitorSessionTtlMs: c.VISITOR_SESSION_TTL_MINUTES * 60_000,
    cookieSecure: c.COOKIE_SECURE,
    portalHosts: c.PORTAL_HOSTS.split(',').map((h) => h.trim().toLowerCase()).filter(Boolean),
    logLevel: c.LOG_LEVEL,
    ...(c.SECRET ? { secret: c.SECRET } : {}),
    schedulerIntervalMs: c.SCHEDULER_INTERVAL_MS,
    ...(c.SMTP_URL ? { smtpUrl: c.SMTP_URL } : {}),
    mailFrom: c.MAIL_FROM,
    outboundAllowedHosts,
    ...(sms ? { sms } : {}),
    outboxIntervalMs: c.OUTBOX_INTERVAL_MS,
    ...(c.MARKET_DATA_URL ? { marketDataUrl: c.MARKET_DATA_URL } : {}),
    ...(c.CORPORATE_ACTIONS_URL ? { corporateActionsUrl: c.CORPORATE_ACTIONS_URL } : {}),
    ...(c.PROXY_RULINGS_URL ? { proxyRulingsUrl: c.PROXY_RULINGS_URL } : {}),
    marketDataIntervalMs: c.MARKET_DATA_INTERVAL_MS,
    marketDataDelayMinutes: c.MARKET_DATA_DELAY_MINUTES,
    archiveRetentionYears: c.ARCHIVE_RETENTION_YEARS,
    archive,
    publicOriginTemplate: c.PUBLIC_ORIGIN_TEMPLATE,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    cdn: {
      maxAge: c.CDN_MAX_AGE,
      staleSeconds: c.CDN_STALE_SECONDS,
      ...(c.CDN_PURGE_URL ? { purge: { url: c.CDN_PURGE_URL, ...(c.CDN_PURGE_TOKEN ? { token: c.CDN_PURGE_TOKEN } : {}), repeatMs: c.CDN_PURGE_REPEAT_MS } } : {}),
    },
    metrics: { ...(c.METRICS_TOKEN ? { token: c.METRICS_TOKEN } : {}), ...(metricsListen ? { listen: metricsListen } : {}) },
  };
}

/** `host:port` (an IPv6 host in brackets) as its parts; the port checked. */
function listenAddress(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  const port = Number(value.slice(at + 1));
  if (port > 65535) throw new Error(`Invalid configuration:\n  METRICS_LISTEN: port ${port} is above 65535`);
  return { host: value.slice(0, at).replace(/^\[(.*)\]$/, '$1'), port };
}

/** The SMS provider's settings: all four of URL, account, token and sender, or none. */
function smsConfig(c: z.output<typeof schema>, allowHosts: string[]): Config['sms'] {
  const given = { SMS_PROVIDER_URL: c.SMS_PROVIDER_URL, SMS_ACCOUNT_ID: c.SMS_ACCOUNT_ID, SMS_AUTH_TOKEN: c.SMS_AUTH_TOKEN, SMS_FROM: c.SMS_FROM };
  const missing = Object.entries(given).filter(([, value]) => value === undefined).map(([name]) => name);
  if (missing.length === 4) return undefined;
  if (missing.length > 0) throw new Error(`Invalid configuration:\n  ${missing.join(', ')}: needed with the other SMS_ settings (or leave all of them unset to hold SMS and voice in the outbox)`);
  const problem = outboundProblem(c.SMS_PROVIDER_URL!, { allowHosts });
  if (problem) throw new Error(`Invalid configuration:\n  SMS_PROVIDER_URL: ${problem} (list its host, or host:port, in OUTBOUND_ALLOWED_HOSTS to allow it)`);
  return {
    baseUrl: c.SMS_PROVIDER_URL!,
    accountId: c.SMS_ACCOUNT_ID!,
    token: c.SMS_AUTH_TOKEN!,
    from: c.SMS_FROM!,
    ...(c.SMS_CALLBACK_URL ? { callbackOrigin: c.SMS_CALLBACK_URL.replace(/\/+$/, '') } : {}),
    timeoutMs: c.SMS_TIMEOUT_MS,
  };
}

/**
 * Where the archive's key and witnesses are: beside DATA_DIR by default (`./data` →
 * `./data.archive-key.pem`, `./data.archive-witness.jsonl`), never a witness inside it — a copy
 * of the data directory must not carry the record's anchor with it.
 */
function archiveConfig(c: z.output<typeof schema>): Config['archive'] {
  const dataDir = resolve(c.DATA_DIR);
  const keyFile = resolve(c.ARCHIVE_KEY_FILE ?? `${dataDir}.archive-key.pem`);
  const witnessFiles = (c.ARCHIVE_WITNESS_FILE ?? `${dataDir}.archive-witness.jsonl`).split(',').map((f) => f.trim()).filter(Boolean).map((f) => resolve(f));
  if (witnessFiles.length === 0) throw new Error('Invalid configuration:\n  ARCHIVE_WITNESS_FILE: name at least one file');
  const inside = (file: string) => file === dataDir || file.startsWith(`${dataDir}${sep}`);
  for (const file of witnessFiles) {
    if (inside(file)) throw new Error(`Invalid configuration:\n  ARCHIVE_WITNESS_FILE: ${file} is inside DATA_DIR; a witness lives outside the data directory (by default beside it)`);
  }
  if (witnessFiles.includes(keyFile)) throw new Error('Invalid configuration:\n  ARCHIVE_WITNESS_FILE: the witness cannot be the key file (ARCHIVE_KEY_FILE)');
  return { keyFile, witnessFiles, intervalMs: c.ARCHIVE_INTERVAL_MS, checkpointEveryMs: c.ARCHIVE_CHECKPOINT_MINUTES * 60_000 };
}

function parseTrustProxy(value: string): boolean | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value.split(',').map((part) => part.trim()).filter(Boolean);
}
