import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { loadSecrets } from './secrets';

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
