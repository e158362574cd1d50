import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadSecrets, loadVapidKeys } from './secrets';

const dir = mkdtempSync(path.join(os.tmpdir(), 'sangam-secret-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadSecrets', () => {
  it('generates a development secret once, private to its owner, and keeps it', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = loadSecrets(config);
    const file = path.join(dir, 'secret.key');
    expect(readFileSync(file, 'utf8').trim().length).toBeGreaterThanOrEqual(60);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadSecrets(config).jwt).toEqual(first.jwt);
  });

  it('uses JWT_SECRET when set', () => {
    const secrets = loadSecrets(loadConfig({ DATA_DIR: dir, JWT_SECRET: 's'.repeat(40) }));
    expect(new TextDecoder().decode(secrets.jwt)).toBe('s'.repeat(40));
  });
});

describe('loadVapidKeys', () => {
  it('makes a key pair once in the data folder, private to its owner, and keeps it', () => {
    const config = loadConfig({ DATA_DIR: dir });
    const first = loadVapidKeys(config);
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(first.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(path.join(dir, 'vapid.json')).mode & 0o077).toBe(0);
    expect(loadVapidKeys(config)).toEqual(first);
    expect(first.subject).toBe('mailto:support@sanatansangam.org');
  });

  it('uses the configured pair and subject when set', () => {
    const pair = { VAPID_PUBLIC_KEY: 'B'.repeat(87), VAPID_PRIVATE_KEY: 'p'.repeat(43) };
    const keys = loadVapidKeys(loadConfig({ DATA_DIR: dir, ...pair, VAPID_SUBJECT: 'https://sangam.example' }));
    expect(keys).toEqual({ publicKey: 'B'.repeat(87), privateKey: 'p'.repeat(43), subject: 'https://sangam.example' });
  });
});
