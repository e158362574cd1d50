import type { FastifyReply, FastifyRequest } from 'fastify';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

/** Writes one named event of a stream; `Events` maps each name to what its data holds. */
export type SendEvent<Events> = <E extends keyof Events & string>(event: E, data: Events[E]) => void;

/**
 * Takes over a reply as a stream of Server-Sent Events (decision 025): the header, the retry
 * delay, a keep-alive comment, and `onClose` once the browser goes or `end()` is called. Written by
 * hand: the format is a few lines, and a plugin would own the request's lifecycle we must test.
 */
export function openEventStream<Events>(
  request: FastifyRequest,
  reply: FastifyReply,
  onClose: () => void,
): { send: SendEvent<Events>; end: () => void } {
  // From here the connection is ours: Fastify neither compresses nor ends it.
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    // nginx (bench/scale, and most deployments) would otherwise hold events in its buffer.
    'x-accel-buffering': 'no',
    // A stream's connection ends with it: else a closing server waits on it as on a kept-alive one.
    connection: 'close',
    'x-request-id': request.id,
  });
  res.write('retry: 5000\n\n');
  const keepAlive = setInterval(() => res.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
  res.on('close', () => {
    clearInterval(keepAlive);
    onClose();
  });
  return {
    send: (event, data) => {
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    end: () => res.end(),
  };
}
