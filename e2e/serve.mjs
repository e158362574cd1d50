// Starts the production build for the browser tests on a fresh embedded database in a temporary
// folder, with a real SMTP server on loopback as its mail server. Every mail it receives is written
// as JSON into MAIL_DIR, where the tests read the codes and links a person would get by email.
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';
import { superviseAll } from '../scripts/supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sangam-e2e-'));
const mailDir = process.env.MAIL_DIR;
if (!mailDir) throw new Error('MAIL_DIR must be set');
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });

let count = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      const file = path.join(mailDir, `${Date.now()}-${++count}.json`);
      // Written aside and renamed: a test reading the folder meanwhile never meets half a mail.
      writeFileSync(`${file}.part`, JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw }));
      renameSync(`${file}.part`, file);
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
const smtpPort = sink.server.address().port;

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  sink.close();
};
superviseAll(
  [
    {
      command: process.execPath,
      args: ['--enable-source-maps', path.join(root, 'apps/api/dist/server.js')],
      options: {
        cwd: root,
        env: {
          ...process.env,
          DATA_DIR: dataDir,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
          // The browser tests create many accounts from one address; the limits have API tests of their own.
          RATE_LIMITS: 'off',
        },
      },
    },
  ],
  { onExit: cleanUp },
);
