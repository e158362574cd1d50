import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, lazyPage } from './lazy-page';

afterEach(() => vi.useRealTimers());

describe('lazyPage', () => {
  it('passes a loaded module through', async () => {
    await expect(lazyPage(async () => ({ Component: 'x' }))()).resolves.toEqual({ Component: 'x' });
  });

  it('turns a failed import into a ChunkLoadError', async () => {
    const load = lazyPage(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await expect(load()).rejects.toMatchObject({ name: 'ChunkLoadError', timedOut: false });
  });

  it('gives up after 120 seconds', async () => {
    vi.useFakeTimers();
    const pending = lazyPage(() => new Promise(() => {}))();
    const caught = pending.catch((err: unknown) => err);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).timedOut).toBe(true);
  });
});
