// Runs the server under `npm start` so that one Ctrl-C stops it once, gracefully.
import { spawn } from 'node:child_process';

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/**
 * Starts the server in a process group of its own and passes it the first stop signal this process
 * receives, and only that one. A terminal's Ctrl-C signals its whole foreground group, and npm passes
 * the same signal on once more; a server in that group would get it two or three times, and the
 * second one cuts its graceful shutdown short (close-with-grace exits at once on a second signal).
 * The server ends its own shutdown within 10 seconds. Exits with the server's exit code.
 */
export function supervise(command, args, options) {
  const server = spawn(command, args, { ...options, stdio: 'inherit', detached: true });
  let stopping = false;
  for (const signal of STOP_SIGNALS) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      server.kill(signal);
    });
  }
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
