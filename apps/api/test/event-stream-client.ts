import type { AddressInfo } from 'node:net';
import type { App } from '../src/app';

/** Starts `app` on a free port of this machine, for a real client such as an event stream's; answers its origin. */
export async function listening(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * Reads Server-Sent Events from a real connection until `until` says enough. `onOpen` runs once
 * the first event has come, or (`openOn: 'connect'`, for a stream that starts silent) as soon as the
 * answer has begun, which the server writes after it has added the stream.
 */
export async function readEvents(
  url: string,
  until: (events: { event: string; data: unknown }[]) => boolean,
  onOpen?: () => Promise<void>,
  openOn: 'first-event' | 'connect' = 'first-event',
) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal });
  const events: { event: string; data: unknown }[] = [];
  if (res.status !== 200) return { status: res.status, events, body: await res.text(), headers: res.headers };
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let opened = false;
  const timeout = setTimeout(() => controller.abort(), 15_000);
  try {
    if (openOn === 'connect' && onOpen) {
      opened = true;
      await onOpen();
    }
    while (!until(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
      if (!opened && events.length > 0 && onOpen) {
        opened = true;
        await onOpen();
      }
    }
  } finally {
    clearTimeout(timeout);
    controller.abort();
  }
  return { status: 200, events, body: '', headers: res.headers };
}
