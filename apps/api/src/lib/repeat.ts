import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `task` every `everyMs` while the server runs (reminders, hold release, clean-ups). A failure
 * is logged under `name` and the next round tries again; the timer never keeps the process alive.
 * Answers the function that stops it, for the server's close.
 */
export function repeat(
  log: Pick<FastifyBaseLogger, 'error'>,
  name: string,
  everyMs: number,
  task: () => Promise<unknown>,
) {
  const timer = setInterval(() => {
    task().catch((err: unknown) => log.error({ err }, `${name} failed`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
