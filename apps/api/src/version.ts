import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from './paths';

/**
 * The build's version: written by the web build into version.json (package version + build id).
 * Without a web build (tests, API-only) it is the package version marked as a development build.
 */
export function readBuildVersion(webDistDir: string): string {
  try {
    const { version } = JSON.parse(readFileSync(path.join(webDistDir, 'version.json'), 'utf8')) as {
      version?: unknown;
    };
    if (typeof version === 'string' && version) return version;
  } catch {
    // No web build: fall through.
  }
  const pkg = JSON.parse(readFileSync(path.join(API_ROOT, 'package.json'), 'utf8')) as { version: string };
  return `${pkg.version}-dev`;
}
