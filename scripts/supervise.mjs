// Runs servers under `npm start`, `npm run dev` and the browser tests so that one Ctrl-C stops them
// once, gracefully.
import { spawn } from 'node:child_process';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts each child in a process group of its own and passes it the first stop signal this process
 * receives, and only that one. A terminal's Ctrl-C signals its whole foreground group, and npm passes
 * the same signal on once more; a server in that group would get it two or three times, and the
 * second one cuts its graceful shutdown short (close-with-grace exits at once on a second signal).
 * When the first child exits, the others are stopped, `onExit` runs and this process exits with
 * that child's exit code.
 */
export function superviseAll(children, { onExit = () => {} } = {}) {
  const running = children.map(({ command, args, options }) =>
    spawn(command, args, { ...options, stdio: 'inherit', detached: true }),
  );
  let stopping = false;
  const stop = (signal) => {
    if (stopping) return;
    stopping = true;
    for (const child of running) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  let exitCode = null;
  for (const child of running) {
    child.on('exit', (code, signal) => {
      exitCode ??= code ?? (signal ? 1 : 0);
      stop('SIGTERM');
      if (running.every((c) => c.exitCode !== null || c.signalCode !== null)) {
        onExit();
        process.exit(exitCode);
      }
    });
  }
}

/** One server, as `npm start` runs it. */
export function supervise(command, args, options) {
  superviseAll([{ command, args, options }]);
}
