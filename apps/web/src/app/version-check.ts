import type { VersionInfo } from '@sangam/contracts';
import { appConfig } from '../shared/lib/app-config';
import { STORAGE_KEYS, readString, writeString } from '../shared/lib/storage';

/**
 * At start, asks the server which version it serves (never from a cache). When it differs from the
 * version this code was built as, the page is stale, so it reloads once to fetch the new build; the
 * session remembers the reload so a server that keeps answering differently cannot cause a loop.
 */
export async function checkVersion(reload: () => void = () => window.location.reload()): Promise<void> {
  if (appConfig.version === 'dev') return;
  let served: string;
  try {
    const response = await fetch('/version.json', { cache: 'no-store' });
    if (!response.ok) return;
    const body = (await response.json()) as Partial<VersionInfo>;
    if (typeof body.version !== 'string') return;
    served = body.version;
  } catch {
    return; // Offline or an odd answer: keep running the code we have.
  }
  const stored = readString(STORAGE_KEYS.appVersion);
  writeString(STORAGE_KEYS.appVersion, served);
  const stale = served !== appConfig.version || (stored !== null && stored !== served);
  if (stale && served !== appConfig.version && readString(STORAGE_KEYS.versionReloadedFor, 'session') !== served) {
    writeString(STORAGE_KEYS.versionReloadedFor, served, 'session');
    reload();
  }
}
