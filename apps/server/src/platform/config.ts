import { z } from 'zod';
import { DEFAULT_EDIT_WINDOW_MS, LOGIN_RATE_LIMIT } from '@portal/domain';

/** Every setting of the portal, validated once at start. `.env.example` lists them with their defaults. */
const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().positive().default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** Public address used in e-mailed links; by default this machine on PORT. */
  PUBLIC_URL: z.string().url().optional(),
  /** A PostgreSQL server; unset means the embedded PGlite database under DATA_DIR. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default('data'),
  /** Local file store folder; default DATA_DIR/files. Ignored when S3_BUCKET is set. */
  FILES_DIR: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Freight Portal <no-reply@freight-portal.local>'),
  S3_ENDPOINT: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(20 * 1024 * 1024),
  BUSINESS_TZ: z.string().default('Europe/Zurich'),
  COMPANY_NAME: z.string().default('Freight Portal AG'),
  COMPANY_SITE_URL: z.string().default('https://www.example.com'),
  COMPANY_PHONE: z.string().default('+41 61 000 00 00'),
  COMPANY_EMAIL: z.string().default('info@freight-portal.local'),
  PRIVACY_POLICY_URL: z.string().default('https://www.example.com/privacy'),
  /** Staff's vessel-tracking link on schedule results; {imo} is replaced by the vessel's IMO number. */
  VESSEL_TRACKING_URL: z
    .string()
    .refine((v) => v.includes('{imo}'), 'VESSEL_TRACKING_URL must contain {imo}.')
    .default('https://www.marinetraffic.com/en/ais/details/ships/imo:{imo}'),
  /** Document status changes and removals are allowed this long after the last change (DECISIONS.md "Edit window"). */
  EDIT_WINDOW_MS: z.coerce.number().int().positive().default(DEFAULT_EDIT_WINDOW_MS),
  /** Countries (ISO codes, comma separated) where the forwarder trucks: Get Quote asks for a depot there. */
  DEPOT_COUNTRIES: z
    .string()
    .default('AT,BE,CH,CZ,DE,DK,FR,IT,LU,NL,PL')
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    ),
  /** Mailbox for e-mail-only quotes and special requests. */
  PLATFORM_MAILBOX: z.string().email().default('quotes@freight-portal.local'),
  /**
   * The support chat page the widget shows in a frame to visitors and customers (never staff); the
   * Content-Security-Policy lets its origin, and only it, into frames. Unset: no widget, and Special Request opens
   * an e-mail to PLATFORM_MAILBOX.
   */
  SUPPORT_CHAT_URL: z
    .string()
    .url('SUPPORT_CHAT_URL must be an address such as https://chat.example.com/portal.')
    .refine((v) => /^https?:\/\//i.test(v), 'SUPPORT_CHAT_URL must be an http(s) address.')
    .optional(),
  /**
   * The ERP's booking endpoint (spec 000 §7 `POST {api}/bookingRequest`): Book Now posts the backend booking
   * there and takes the FileID it answers. Unset: the portal books itself with the next file number of its own.
   */
  ERP_BOOKING_URL: z.string().url().optional(),
  /** How long Book Now waits for the ERP's answer before it gives up ('Failed to request booking'). */
  ERP_BOOKING_TIMEOUT_MS: z.coerce.number().int().positive().default(15_000),
  /**
   * The ERP's weekly-payment endpoint (spec 000 §7 `POST {api}/weeklyPayment`): after an approval, a revert or a
   * postponement commits, the same list of actions is posted there. Unset: nothing is forwarded. Failures are
   * only logged (the spec shows no message).
   */
  ERP_PAYMENT_URL: z.string().url().optional(),
  /**
   * Login requests in 15 minutes from one client address for one e-mail address; one address may ask four times
   * as many for all addresses together. Nobody else's requests count against a person's own.
   */
  LOGIN_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(LOGIN_RATE_LIMIT.max),
  /**
   * Which proxies may tell the client address (X-Forwarded-For). Unset: none, the socket's address counts.
   * A number of hops ("1"), or addresses and CIDR ranges, comma separated ("10.0.0.0/8,127.0.0.1"), or the
   * names loopback, linklocal, uniquelocal. "true" trusts every sender: only behind a proxy that overwrites it.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | number | string[] => {
      const value = v?.trim();
      if (!value || value === 'false') return false;
      if (value === 'true') return true;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  /** How long a process may answer from its copy of a session; a sign-out elsewhere takes effect within it. */
  SESSION_CACHE_MS: z.coerce.number().int().nonnegative().default(5000),
  /** How often an open event stream checks that its session still exists (ended sessions end their streams). */
  SSE_SESSION_CHECK_MS: z.coerce.number().int().positive().default(30_000),
  /** Open event streams of visitors who are not signed in: per client address and in all. */
  SSE_ANONYMOUS_PER_ADDRESS: z.coerce.number().int().positive().default(10),
  SSE_ANONYMOUS_MAX: z.coerce.number().int().positive().default(500),
  /** Cookies get the Secure flag; on by default in production. */
  COOKIE_SECURE: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  /** Seed demo data into an empty database at start. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Development and tests: GET /api/dev/mailbox shows the kept mails (login links). Never in production. */
  DEV_MAILBOX: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ZConfig> & { PUBLIC_URL: string };

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZConfig.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  return { ...config, PUBLIC_URL: config.PUBLIC_URL ?? `http://localhost:${config.PORT}` };
}
