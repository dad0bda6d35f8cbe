import {
  AGENCY_CONTRACT_VERSION,
  AGREEMENT_REFUND_MONTHLY_CAP_KURUS,
  BADGE_LINK_BONUS_USD,
  CLIENT_TERMS_VERSION,
} from '@brifa/contracts';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

/** Names proxy-addr (Fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isAddressOrRange(entry: string): boolean {
  if (PROXY_RANGE_NAMES.includes(entry) || ipaddr.isValid(entry)) return true;
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}

/** "a, b ,c" -> ['a', 'b', 'c'] */
export function listSetting(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The only place that reads process.env. Every setting has a documented default so `npm start` works offline. */
/** The demo bank account of a local run (BANK_TRANSFER_*): a published sample IBAN, marked as demo on screen. */
export const DEMO_BANK_ACCOUNT = {
  iban: 'TR330006100519786457841326',
  bankName: 'Demo Bankası (örnek hesap)',
  accountHolder: 'Brifa Teknoloji A.Ş. (demo)',
} as const;

const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** PostgreSQL server; when absent the embedded PGlite database in DATA_DIR/pglite is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /** Run the scheduled jobs (24-hour match windows, matching index refresh) in this process. */
  RUN_JOBS: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Seed a few dozen demo agencies and clients into an empty database. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** main | global | digital, or chosen per request host through BRAND_HOSTS. */
  BRAND: z.enum(['main', 'global', 'digital']).default('main'),
  /** Comma-separated host=brand pairs, e.g. "global.brifa.example=global". */
  BRAND_HOSTS: z.string().default(''),
  /** Serve the server-rendered web app from the same port (apps/web/build). */
  SERVE_WEB: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  WEB_BUILD_DIR: z.string().default('apps/web/build'),
  /**
   * The server's micro-cache of anonymous public pages (apps/api/src/page-cache.ts): seconds a page is served
   * from memory, then seconds more it may be served stale while one render refreshes it; 0 turns it off.
   */
  PAGE_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  PAGE_CACHE_STALE_SECONDS: z.coerce.number().min(0).max(600).default(25),
  /** Memory the micro-cache may hold (MB of HTML); the least recently used page goes first. */
  PAGE_CACHE_MB: z.coerce.number().min(1).default(64),
  /** Comma-separated origins allowed to call the API from a browser when the web app runs elsewhere. */
  CORS_ORIGINS: z.string().default(''),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(11 * 1024 * 1024),
  /** The address users reach the web app at; links in e-mails and SMS start with it. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Where browsers reach the API when it is not the page's own origin (the web app reads it too, in
   * apps/web/app/lib/env.server.ts); the pages' Content-Security-Policy lets them connect to it.
   */
  PUBLIC_API_URL: z.string().url().optional(),
  /** Signs session tokens. When absent, a random key is generated once and kept in the database. */
  AUTH_SECRET: z.string().min(32).optional(),
  /** smtp://user:pass@host:port or smtps://...; when absent e-mail stays in the outbox (see /dev/outbox). */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Brifa <no-reply@brifa.com.tr>'),
  /** An HTTP SMS provider: POST JSON {to, text, sender}; when absent SMS stays in the outbox. */
  SMS_HTTP_URL: z.string().url().optional(),
  /** OpenAI-compatible endpoint (…/v1) that adds suggestions to the brief-quality check; without it, the local scorer alone. */
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  SMS_HTTP_TOKEN: z.string().optional(),
  SMS_SENDER: z.string().default('BRIFA'),
  /**
   * Comma-separated addresses or CIDRs (or loopback, linklocal, uniquelocal) of the reverse proxies in front of
   * this server. A request's client address is its connection's, unless the connection comes from one of these:
   * then X-Forwarded-For names the client (every per-address limit counts it). Empty: no proxy is believed.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .refine((value) => listSetting(value).every(isAddressOrRange), 'an IP address or CIDR, comma-separated'),
  /**
   * The development routes (/api/dev/*, the /dev/outbox page): `off`, `loopback` (only requests whose connection
   * comes from this machine, never a forwarded address) or `on`. Default: loopback, off in production, where
   * `on` is refused and `loopback` must be asked for (npm start does on a machine without NODE_ENV set).
   */
  DEV_ROUTES: z.enum(['off', 'loopback', 'on']).optional(),
  /** A client must send its whole request head within this time (ms), or the connection is closed. */
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(1000).default(15_000),
  /** A client must send its whole request, body included, within this time (ms): a 10 MB upload at 100 KB/s fits. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
  /** An idle kept-alive connection is closed after this time (ms). */
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(72_000),
  /**
   * Open connections one client address may hold at once; more are closed as they arrive. The trusted proxies
   * (they carry many clients) and this machine's 127.0.0.1/::1 are not counted. A browser opens 6 per host.
   */
  CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  /** Verification codes one IP address may request per hour (spec: a per-IP limit). */
  /** Issue 20: released won-refund credit per agency per calendar month (Istanbul), in TL; above it refunds wait. */
  AGREEMENT_REFUND_MONTHLY_CAP_TL: z.coerce
    .number()
    .int()
    .min(0)
    .default(AGREEMENT_REFUND_MONTHLY_CAP_KURUS / 100),
  VERIFICATION_IP_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(30),
  /** Where uploaded files are kept (local disk storage). Default: DATA_DIR/uploads. */
  UPLOADS_DIR: z.string().optional(),
  /** S3-compatible storage for uploaded files instead of local disk, when S3_BUCKET is set. */
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z.string().url().default('https://s3.amazonaws.com'),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addresses (endpoint/bucket/key), as MinIO and most S3-compatible servers expect. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** WhatsApp notices through an HTTP gateway (POST {to, text} with a bearer token); without it they stay in the outbox. */
  WHATSAPP_HTTP_URL: z.string().url().optional(),
  WHATSAPP_HTTP_TOKEN: z.string().optional(),
  /**
   * Where agencies send a top-up by bank transfer (Havale/EFT, issue 18). The defaults are a DEMO account (a
   * published sample IBAN, not Brifa's): the agency's screen says so while they are in use; set all three on
   * a real deployment.
   */
  BANK_TRANSFER_IBAN: z
    .string()
    .transform((v) => v.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().regex(/^TR\d{24}$/))
    .default(DEMO_BANK_ACCOUNT.iban),
  BANK_TRANSFER_BANK_NAME: z.string().min(1).default(DEMO_BANK_ACCOUNT.bankName),
  BANK_TRANSFER_ACCOUNT_HOLDER: z.string().min(1).default(DEMO_BANK_ACCOUNT.accountHolder),
  /** Plain-text operator notices (cancellations, agreements, bank transfers, backlinks) go to this chat webhook. */
  OPERATOR_WEBHOOK_URL: z.string().url().optional(),
  /**
   * Accept http://127.0.0.1 chat-channel URLs and post to loopback (tests, local receivers); otherwise only the
   * platforms' hosts, on public addresses. Never private or metadata addresses; refused in production.
   */
  WEBHOOK_ALLOW_LOOPBACK: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Issue 21 item 3: page addresses the backlink checker may fetch although they are not public (a local test
   * page, a staging site): exact origins ("http://127.0.0.1:4202"), the operator's own setting like
   * OPERATOR_WEBHOOK_URL. A redirect away from them is checked again like any other address.
   */
  BACKLINK_TRUSTED_ORIGINS: z.string().default(''),
  /** rules.md §9 "backlink reward amount is a parameter": the badge link's one-time credit in USD (50 by default). */
  BACKLINK_REWARD_USD: z.coerce.number().positive().default(BADGE_LINK_BONUS_USD),
  /** The TRY rate the USD amounts are credited at (kuruş per dollar / 100); an operator updates it. */
  USD_TRY_RATE: z.coerce.number().positive().default(42),
  /**
   * Issue 21 item 2: the credit bureau. `sandbox` (default) answers at once with a deterministic score for test
   * identities (docs/decisions.md); `http` POSTs {IdentityNumber, BirthDate, Phone} to CREDIT_BUREAU_URL with
   * CREDIT_BUREAU_TOKEN as a bearer and reads {Score}.
   */
  CREDIT_BUREAU: z.enum(['sandbox', 'http']).default('sandbox'),
  CREDIT_BUREAU_URL: z.string().url().optional(),
  CREDIT_BUREAU_TOKEN: z.string().optional(),
  /**
   * 32 bytes (base64) that encrypt identity numbers at rest (AES-256-GCM); when absent a key is derived from the
   * app's signing secret (kept in the database: set this on a real deployment so a copy of the data is not enough).
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'base64 of 32 bytes')
    .optional(),
  /** The VAT (KDV) rate invoices are issued at, in percent (issue 18; contracts' DEFAULT_VAT_RATE_PERCENT, 20 today). */
  VAT_RATE_PERCENT: z.coerce.number().int().min(0).max(100).default(20),
  /**
   * The agency contract and the clients' terms of use in force (contracts' rules: the day each took effect,
   * YYYY-MM-DD). A signed-in user who accepted another version is asked to accept this one (issue 20).
   */
  AGENCY_CONTRACT_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .default(AGENCY_CONTRACT_VERSION),
  CLIENT_TERMS_VERSION: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .default(CLIENT_TERMS_VERSION),
  /**
   * The e-Arşiv/e-Fatura integrator (platform/adapters/e-invoice): each issued invoice is POSTed as JSON to this
   * URL (with E_INVOICE_TOKEN as a bearer) through the outbox, with retries; when absent the invoice stays in
   * the outbox as "stored" (readable at /dev/outbox), like e-mail without SMTP.
   */
  E_INVOICE_URL: z.string().url().optional(),
  E_INVOICE_TOKEN: z.string().optional(),
  /**
   * The partner job site (issue 21, platform/adapters/job-partner): a live post with the partner add-on is POSTed
   * as JSON here (JOB_PARTNER_TOKEN as a bearer) through the outbox; when absent it stays in the outbox, stored.
   */
  JOB_PARTNER_URL: z.string().url().optional(),
  JOB_PARTNER_TOKEN: z.string().optional(),
  /** The seller printed on invoices and sent to the integrator. */
  INVOICE_SELLER_TITLE: z.string().default('Brifa Teknoloji A.Ş.'),
  INVOICE_SELLER_TAX_NUMBER: z.string().default('1234567890'),
  INVOICE_SELLER_TAX_OFFICE: z.string().default('Maslak'),
  INVOICE_SELLER_ADDRESS: z.string().default('Maslak Mah. Büyükdere Cad. No: 1, Sarıyer / İstanbul'),
  /** Funnel events are kept in the analytics_events table and also posted here when set. */
  ANALYTICS_URL: z.string().url().optional(),
  /** Deliver the outbox (e-mail, SMS, WhatsApp, webhooks) from this process. */
  OUTBOX_WORKER: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** How often the outbox worker looks for due messages when nothing wakes it (ms). */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** Attempts before a message is marked dead; retries wait OUTBOX_RETRY_BASE_MS doubled each time (at most 1 hour). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(50).default(8),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(0).default(30_000),
  /**
   * iyzico card payments (issue 18; the adapter in platform/adapters/payments/iyzico-provider.ts): the merchant's
   * API key and secret key, and the API's address (iyzico's sandbox unless set; https://api.iyzipay.com live).
   */
  IYZICO_API_KEY: z.string().optional(),
  IYZICO_SECRET_KEY: z.string().optional(),
  IYZICO_BASE_URL: z.string().url().default('https://sandbox-api.iyzipay.com'),
  /** How long a call to iyzico may take (ms) before the adapter stops waiting and treats it as unanswered. */
  IYZICO_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
  /**
   * The card payment provider: `sandbox` (a test bank simulated in this process, with its own 3-D Secure page;
   * every card screen says "test payment") or `iyzico` (IYZICO_API_KEY, IYZICO_SECRET_KEY, IYZICO_BASE_URL).
   * Production refuses the sandbox unless PAYMENT_SANDBOX_IN_PRODUCTION=true (a demo or a browser-test server).
   */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'iyzico']).default('sandbox'),
  PAYMENT_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /**
   * Where the sandbox bank keeps its books (stored cards, payments, refunds) so that a restart and
   * `npm run payments:reconcile` see them. Default DATA_DIR/sandbox-bank.jsonl; tests keep them in memory.
   */
  SANDBOX_BANK_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

/** Timeouts that Node would refuse, and settings that would open the server to anyone in production: it does not start. */
const ZCheckedConfig = ZConfig.superRefine((config, context) => {
  if (config.HEADERS_TIMEOUT_MS > config.REQUEST_TIMEOUT_MS)
    context.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'at most REQUEST_TIMEOUT_MS' });
  if (Boolean(config.IYZICO_API_KEY) !== Boolean(config.IYZICO_SECRET_KEY))
    context.addIssue({
      code: 'custom',
      path: [config.IYZICO_API_KEY ? 'IYZICO_SECRET_KEY' : 'IYZICO_API_KEY'],
      message: 'IYZICO_API_KEY and IYZICO_SECRET_KEY go together',
    });
  if (config.CREDIT_BUREAU === 'http' && !config.CREDIT_BUREAU_URL)
    context.addIssue({
      code: 'custom',
      path: ['CREDIT_BUREAU_URL'],
      message: 'required with CREDIT_BUREAU=http',
    });
  if (config.NODE_ENV !== 'production') return;
  if (config.DEV_ROUTES === 'on')
    context.addIssue({
      code: 'custom',
      path: ['DEV_ROUTES'],
      message: 'must be off or loopback in production',
    });
  if (config.PAYMENT_PROVIDER === 'sandbox' && !config.PAYMENT_SANDBOX_IN_PRODUCTION)
    context.addIssue({
      code: 'custom',
      path: ['PAYMENT_PROVIDER'],
      message:
        'the sandbox takes no real money: set iyzico in production (or PAYMENT_SANDBOX_IN_PRODUCTION=true)',
    });
  if (config.WEBHOOK_ALLOW_LOOPBACK)
    context.addIssue({
      code: 'custom',
      path: ['WEBHOOK_ALLOW_LOOPBACK'],
      message: 'must be false in production',
    });
}).transform((config) => ({
  ...config,
  DEV_ROUTES: config.DEV_ROUTES ?? (config.NODE_ENV === 'production' ? 'off' : 'loopback'),
}));

export type TConfig = z.infer<typeof ZCheckedConfig>;

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  return ZCheckedConfig.parse(cleaned);
}
