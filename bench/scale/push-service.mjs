// A push service on loopback for the scale checks: it holds every request unanswered until told to
// accept, as a service that a dying process never heard back from; then it answers 201 and counts
// each accepted message by its subscription's path.
import http from 'node:http';

export async function startHoldingPushService() {
  const held = new Set();
  const accepted = new Map();
  let accepting = false;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      if (!accepting) {
        held.add(response);
        response.on('close', () => held.delete(response));
        return;
      }
      accepted.set(request.url, (accepted.get(request.url) ?? 0) + 1);
      response.writeHead(201).end();
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    accepted,
    get held() {
      return held.size;
    },
    /** From now on each message is accepted; those held so far are dropped unanswered. */
    accept() {
      accepting = true;
      for (const response of held) response.destroy();
      held.clear();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
