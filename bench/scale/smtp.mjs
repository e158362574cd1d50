// Mail servers on loopback for the outbox check: one that keeps what it receives, and one that takes
// the connection and never answers (a process delivering to it hangs between claim and send).
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export async function startSmtpSink() {
  const received = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      let raw = '';
      stream.on('data', (chunk) => (raw += chunk));
      stream.on('end', () => {
        received.push({ subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '' });
        done();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

export async function startSilentSmtp() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.address().port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
