import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwt: Uint8Array;
  /** Signs bot-check challenges; derived from the JWT secret so there is one secret to manage. */
  botCheck: Buffer;
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
  };
}

function developmentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
