/**
 * Resolves in a later task of the event loop, so that the browser may paint and answer input in
 * between: long work split at these points holds a phone's main thread in short pieces.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
