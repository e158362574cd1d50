// Runs npm scripts at the same time and fails if any fails: `node scripts/together.mjs lint typecheck`.
// Lint and the type check each keep one core busy for minutes (the dead-code finder, knip, takes
// seconds); side by side they take the time of the longest. Each line of output carries the
// script's name, so interleaved logs stay readable.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
const runs = scripts.map(
  (name) =>
    new Promise((resolve) => {
      const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'] });
      const prefix = (stream, out) => {
        let rest = '';
        stream.on('data', (chunk) => {
          const lines = (rest + chunk).split('\n');
          rest = lines.pop();
          for (const line of lines) out.write(`[${name}] ${line}\n`);
        });
        stream.on('end', () => rest && out.write(`[${name}] ${rest}\n`));
      };
      prefix(child.stdout, process.stdout);
      prefix(child.stderr, process.stderr);
      child.on('close', (code) => {
        console.log(`[${name}] ${code === 0 ? 'done' : `failed (exit ${code})`}`);
        resolve(code ?? 1);
      });
    }),
);
const codes = await Promise.all(runs);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
