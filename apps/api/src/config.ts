import { PRODUCT_LABEL } from '@sangam/contracts';
import { z } from 'zod';
import { DEFAULT_DATA_DIR, DEFAULT_WEB_DIST_DIR } from './paths';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every environment variable the server reads; the README's configuration table mirrors this. */
const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], {
      message: 'must be development, production or test',
    })
    .default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be between 0 and 65535' })
    .max(65535, { message: 'must be between 0 and 65535' })
    .default(3000),
  HOST: z.string().min(1, { message: 'must not be empty' }).default('localhost'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/.+/, {
      message: 'must be a PostgreSQL URL such as postgres://user:password@host:5432/db',
    })
    .optional(),
  DATA_DIR: z.string().min(1, { message: 'must not be empty' }).default(DEFAULT_DATA_DIR),
  WEB_DIST_DIR: z.string().min(1, { message: 'must not be empty' }).default(DEFAULT_WEB_DIST_DIR),
  LOG_LEVEL: z.enum(logLevels, { message: `must be one of ${logLevels.join(', ')}` }).default('info'),
  APP_LABEL: z
    .string()
    .trim()
    .min(1, { message: 'must not be empty' })
    .max(60, { message: 'must be at most 60 characters' })
    .default(PRODUCT_LABEL),
  PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://example.org' }).optional(),
  SUPPORT_EMAIL: z.email({ message: 'must be an email address' }).default('support@sanatansangam.org'),
  BODY_LIMIT_BYTES: z.coerce
    .number({ message: 'must be a number of bytes' })
    .int({ message: 'must be a whole number' })
    .min(1024, { message: 'must be at least 1024' })
    .default(1_048_576),
  TRUST_PROXY: booleanFlag.default(false),
  SEED_DEMO: booleanFlag.optional(),
  JWT_SECRET: z.string().min(32, { message: 'must be at least 32 characters long' }).optional(),
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, { message: 'must be a base64url P-256 public key (65 bytes), as web-push makes it' })
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, { message: 'must be a base64url P-256 private key (32 bytes), as web-push makes it' })
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:.+@.+|https:\/\/.+)$/, {
      message: 'must be a mailto: address or an https: URL where push services can reach the operator',
    })
    .optional(),
  /** Only tests set it: a push service stand-in on loopback speaks plain HTTP. */
  PUSH_ALLOW_LOOPBACK_HTTP: booleanFlag.default(false),
  OUTBOX_LEASE_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(3600, { message: 'must be at most 3600' })
    .default(120),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number({ message: 'must be a number of seconds' })
    .int({ message: 'must be a whole number' })
    .min(30, { message: 'must be at least 30' })
    .max(86_400, { message: 'must be at most 86400' })
    .default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int({ message: 'must be a whole number' })
    .min(1, { message: 'must be at least 1' })
    .max(365, { message: 'must be at most 365' })
    .default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/.+/, { message: 'must be an SMTP URL such as smtp://user:password@host:587' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, { message: 'must be an address such as "Name <no-reply@example.org>"' })
    .default('Sanatan Sangam <no-reply@sanatansangam.org>'),
  BOT_CHECK: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
  BOT_CHECK_MAX_NUMBER: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(10, { message: 'must be at least 10' })
    .max(10_000_000, { message: 'must be at most 10000000' })
    .default(100_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/.+/, { message: 'must be a Redis URL such as redis://localhost:6379' })
    .optional(),
  MAPS_API_KEY: z.string().min(10, { message: 'must be a maps service key' }).optional(),
  /**
   * How long a guest's forum list is shared by every guest (issue 26), in milliseconds, and then
   * served for up to as long again while it is made anew; 0 shares none. Left out: 1000 (a list is
   * at most about 2 s old), and 0 in tests, whose readers expect each other's writes at once.
   */
  LISTS_CACHE_MS: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .min(0, { message: 'must be at least 0' })
    .max(60_000, { message: 'must be at most 60000' })
    .optional(),
  /** Turns the per-IP and per-account limits off: only for load benchmarks on a private machine. */
  RATE_LIMITS: z.enum(['on', 'off'], { message: 'must be on or off' }).default('on'),
  PAYMENT_PROVIDER: z
    .enum(['direct', 'stripe'], { message: 'must be direct (learners pay the tutor) or stripe' })
    .default('direct'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]+$/, {
      message: 'must be a Stripe secret key such as sk_live_… or sk_test_… (Dashboard → Developers → API keys)',
    })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, {
      message: "must be the webhook endpoint's signing secret, whsec_… (Dashboard → Developers → Webhooks)",
    })
    .optional(),
  /** Only tests change it (a local server that plays Stripe's API). */
  STRIPE_API_BASE: z
    .url({ message: 'must be an absolute URL such as https://api.stripe.com' })
    .default('https://api.stripe.com'),
});

export type Config = Omit<z.infer<typeof envSchema>, 'SEED_DEMO' | 'PUBLIC_URL' | 'BOT_CHECK' | 'LISTS_CACHE_MS'> & {
  PUBLIC_URL: string;
  /** Whether PUBLIC_URL was given; otherwise links back from other sites use the request's own origin. */
  PUBLIC_URL_SET: boolean;
  /** Load demo content into an empty database: on by default for the embedded database only. */
  SEED_DEMO: boolean;
  /** The register and password-reset bot check: on by default for a real deployment (a DATABASE_URL). */
  BOT_CHECK: boolean;
  LISTS_CACHE_MS: number;
};

const SECRET_VARIABLES = new Set(['JWT_SECRET', 'VAPID_PRIVATE_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
/** URLs that may carry a password, shown without it. */
const URL_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL']);

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the configuration once at start; a bad variable stops the server with its name. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most deployment tools.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const got = env[name];
      // A secret is never echoed: the message goes to logs.
      const shown =
        got === undefined || SECRET_VARIABLES.has(name)
          ? ''
          : ` (got "${URL_VARIABLES.has(name) ? redactUrl(got) : got}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const values = parsed.data;
  if (values.NODE_ENV === 'production') {
    const missing = [
      ...(values.JWT_SECRET ? [] : ['JWT_SECRET must be set in production (at least 32 random characters)']),
      // Without it, mails with their sign-up codes and reset links would go to the log.
      ...(values.SMTP_URL ? [] : ['SMTP_URL must be set in production (smtp://user:password@host:587)']),
      // Keys made on a server's disk would change with each new machine and orphan every subscription.
      ...(['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const)
        .filter((name) => !values[name])
        .map((name) => `${name} must be set in production (npx web-push generate-vapid-keys makes the keys)`),
      ...(values.PUSH_ALLOW_LOOPBACK_HTTP
        ? ['PUSH_ALLOW_LOOPBACK_HTTP is for tests and must not be set in production']
        : []),
    ];
    if (missing.length > 0) throw new ConfigError(missing);
  }
  if (Boolean(values.VAPID_PUBLIC_KEY) !== Boolean(values.VAPID_PRIVATE_KEY))
    throw new ConfigError(['VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (they are one key pair)']);
  if (values.PAYMENT_PROVIDER === 'stripe') {
    const missing = (['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const).filter((name) => !values[name]);
    if (missing.length > 0)
      throw new ConfigError(missing.map((name) => `${name} must be set when PAYMENT_PROVIDER is stripe`));
  }
  return {
    ...values,
    PUBLIC_URL: values.PUBLIC_URL ?? `http://localhost:${values.PORT}`,
    PUBLIC_URL_SET: values.PUBLIC_URL !== undefined,
    SEED_DEMO: values.SEED_DEMO ?? values.DATABASE_URL === undefined,
    BOT_CHECK: (values.BOT_CHECK ?? (values.DATABASE_URL ? 'on' : 'off')) === 'on',
    LISTS_CACHE_MS: values.LISTS_CACHE_MS ?? (values.NODE_ENV === 'test' ? 0 : 1000),
  };
}

/** Hides the password of a database URL before it is logged or shown. */
export function redactUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
