import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, redactUrl } from './config';

/** A pair as `npx web-push generate-vapid-keys` prints it (shapes only: the config does not check the curve). */
const vapid = {
  VAPID_PUBLIC_KEY: 'B'.repeat(87),
  VAPID_PRIVATE_KEY: 'p'.repeat(43),
  VAPID_SUBJECT: 'mailto:ops@example.org',
};

describe('loadConfig', () => {
  it('starts with no variables at all on the embedded database with demo content', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO).toBe(true);
    expect(config.APP_LABEL).toBe('Sanatan Sangam');
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('does not load demo content into a configured server unless asked', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });

  it('treats an empty variable as not set', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it('names every bad variable with what it must be', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://root:secret@db/x', LOG_LEVEL: 'loud', TRUST_PROXY: 'maybe' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect(message).toContain('PORT must be a port number (got "abc")');
    expect(message).toContain('DATABASE_URL must be a PostgreSQL URL');
    expect(message).toContain('LOG_LEVEL must be one of');
    expect(message).toContain('TRUST_PROXY must be true or false');
    // The password of a wrong database URL is never printed.
    expect(message).not.toContain('secret');
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('refuses to start in production without a signing secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(/JWT_SECRET must be at least 32/);
    const production = { NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.org:587', ...vapid };
    expect(loadConfig({ ...production, JWT_SECRET: 'k'.repeat(32) }).JWT_SECRET).toHaveLength(32);
  });

  it('refuses to start in production without an SMTP server, rather than log mails with their codes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32), ...vapid })).toThrow(
      /SMTP_URL must be set in production/,
    );
    expect(loadConfig({ JWT_SECRET: 'k'.repeat(32) }).SMTP_URL).toBeUndefined();
  });

  it('names every missing production secret at once', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      expect.objectContaining({
        problems: [
          expect.stringMatching(/^JWT_SECRET/),
          expect.stringMatching(/^SMTP_URL/),
          expect.stringMatching(/^VAPID_PUBLIC_KEY/),
          expect.stringMatching(/^VAPID_PRIVATE_KEY/),
          expect.stringMatching(/^VAPID_SUBJECT/),
        ],
      }),
    );
  });

  it('refuses to start in production without the VAPID keys and subject, or with loopback push', () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: 'k'.repeat(32), SMTP_URL: 'smtp://mail.example.org:587' };
    expect(() => loadConfig(production)).toThrow(/VAPID_PUBLIC_KEY must be set in production/);
    expect(loadConfig({ ...production, ...vapid }).VAPID_SUBJECT).toBe('mailto:ops@example.org');
    expect(() => loadConfig({ ...production, ...vapid, PUSH_ALLOW_LOOPBACK_HTTP: 'true' })).toThrow(
      /PUSH_ALLOW_LOOPBACK_HTTP is for tests/,
    );
  });

  it('takes the VAPID pair only whole, and never echoes the private key', () => {
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: vapid.VAPID_PUBLIC_KEY })).toThrow(/must be set together/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'not-a-key-hunter2' })).toThrow(/VAPID_PRIVATE_KEY must be/);
    expect(() => loadConfig({ VAPID_PRIVATE_KEY: 'not-a-key-hunter2' })).not.toThrow(/hunter2/);
    expect(() => loadConfig({ VAPID_SUBJECT: 'ops@example.org' })).toThrow(/VAPID_SUBJECT must be a mailto:/);
  });

  it('never echoes the password of a wrong SMTP URL', () => {
    expect(() => loadConfig({ SMTP_URL: 'smtp//mailer:hunter2@mail.example.org' })).toThrow(
      /SMTP_URL must be an SMTP URL/,
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp//mailer:hunter2@mail.example.org' })).not.toThrow(/hunter2/);
  });

  it('turns the bot check on for a configured database and off for the embedded one', () => {
    expect(loadConfig({}).BOT_CHECK).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db' }).BOT_CHECK).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@h/db', BOT_CHECK: 'off' }).BOT_CHECK).toBe(false);
  });

  it('pays the tutor directly by default; Stripe needs both of its secrets, which are never echoed', () => {
    expect(loadConfig({}).PAYMENT_PROVIDER).toBe('direct');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER must be direct .* or stripe/);
    let error: unknown;
    try {
      loadConfig({ PAYMENT_PROVIDER: 'stripe' });
    } catch (err) {
      error = err;
    }
    expect((error as ConfigError).problems).toEqual([
      'STRIPE_SECRET_KEY must be set when PAYMENT_PROVIDER is stripe',
      'STRIPE_WEBHOOK_SECRET must be set when PAYMENT_PROVIDER is stripe',
    ]);
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_live_public123', STRIPE_WEBHOOK_SECRET: 'x' }),
    ).toThrow(/STRIPE_SECRET_KEY must be a Stripe secret key[^\n]*\n.*STRIPE_WEBHOOK_SECRET must be/);
    // A mistyped secret is named but not printed: the message goes to the logs.
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_oops typo' })).toThrow(/STRIPE_SECRET_KEY must be/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_live_oops typo' })).not.toThrow(/oops/);
    const stripe = loadConfig({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    });
    expect(stripe.STRIPE_API_BASE).toBe('https://api.stripe.com');
  });

  it('knows whether PUBLIC_URL was given', () => {
    expect(loadConfig({}).PUBLIC_URL_SET).toBe(false);
    expect(loadConfig({ PUBLIC_URL: 'https://sangam.example' }).PUBLIC_URL_SET).toBe(true);
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT must be between 0 and 65535/);
  });
});

describe('redactUrl', () => {
  it('hides the password and keeps the rest', () => {
    expect(redactUrl('postgres://app:s3cret@db:5432/sangam')).toBe('postgres://app:***@db:5432/sangam');
  });
});
