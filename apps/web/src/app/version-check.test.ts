import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../shared/lib/storage';
import { checkVersion } from './version-check';

// The bundle under test is built as 1.0.0+test (vitest.config.ts).
function serve(body: unknown, ok = true) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue({ ok, json: async () => body } as Response);
}

afterEach(() => vi.restoreAllMocks());

describe('checkVersion', () => {
  it('asks without cache and does nothing when the versions match', async () => {
    const fetchMock = serve({ version: '1.0.0+test' });
    const reload = vi.fn();
    await checkVersion(reload);
    expect(fetchMock).toHaveBeenCalledWith('/version.json', { cache: 'no-store' });
    expect(reload).not.toHaveBeenCalled();
    expect(localStorage.getItem(STORAGE_KEYS.appVersion)).toBe('1.0.0+test');
  });

  it('reloads once when the server has a newer build, and not again for the same one', async () => {
    serve({ version: '1.0.1+abc' });
    const reload = vi.fn();
    await checkVersion(reload);
    await checkVersion(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps running when the check fails', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
    const reload = vi.fn();
    await checkVersion(reload);
    serve({ nonsense: true });
    await checkVersion(reload);
    serve({}, false);
    await checkVersion(reload);
    expect(reload).not.toHaveBeenCalled();
  });
});
