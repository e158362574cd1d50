import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';

/** The server's VAPID identity (RFC 8292): push services tie each subscription to its public key. */
export interface VapidKeys {
  /** base64url of the uncompressed P-256 point, 65 bytes: the browser's `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  /** How a push service reaches the operator: a mailto: address or an https: URL. */
  subject: string;
}

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwt: Uint8Array;
  /** Signs bot-check challenges; derived from the JWT secret so there is one secret to manage. */
  botCheck: Buffer;
  vapid: VapidKeys;
}

/**
 * The signing secret: JWT_SECRET when configured (production requires it); otherwise one generated
 * once and kept in DATA_DIR/secret.key, so development sessions survive restarts.
 */
export function loadSecrets(config: Config): Secrets {
  const base = config.JWT_SECRET ?? developmentSecret(config.DATA_DIR);
  return {
    jwt: new TextEncoder().encode(base),
    botCheck: createHmac('sha256', base).update('bot-check').digest(),
    vapid: loadVapidKeys(config),
  };
}

/**
 * VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when configured (production requires them); otherwise a pair
 * made once and kept in DATA_DIR/vapid.json, so browsers' subscriptions survive restarts. Tests get a
 * pair of their own in memory rather than writing into the developer's data folder.
 */
export function loadVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const keys = config.NODE_ENV === 'test' ? webpush.generateVAPIDKeys() : developmentVapidKeys(config.DATA_DIR);
  return { ...keys, subject };
}

function developmentVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid.json');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    const keys = webpush.generateVAPIDKeys();
    try {
      // 'wx': of two processes starting on one folder, the first pair written is the one both keep.
      writeFileSync(file, `${JSON.stringify(keys)}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  const { publicKey, privateKey } = JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  return { publicKey, privateKey };
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
