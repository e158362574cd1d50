import { TIMING } from '@sangam/contracts';

/** A screen's code that did not arrive: offline, a deploy removed the old chunk, or it took too long. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    public readonly timedOut: boolean,
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/**
 * Loads a screen's chunk for a lazy route; a failure or a wait beyond 120 s (spec section 9) becomes a
 * ChunkLoadError that the route's error screen offers to retry, never a white page.
 */
export function lazyPage<T>(load: () => Promise<T>, timeoutMs: number = TIMING.chunkLoadTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = window.setTimeout(() => reject(new ChunkLoadError('Timed out loading the page', true)), timeoutMs);
      load().then(
        (module) => {
          window.clearTimeout(timer);
          resolve(module);
        },
        (err: unknown) => {
          window.clearTimeout(timer);
          reject(new ChunkLoadError(err instanceof Error ? err.message : String(err), false));
        },
      );
    });
}
