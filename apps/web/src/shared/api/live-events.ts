import { api } from './http-client';

/** After a stream that would not open, wait this long, doubling up to the last, before trying again. */
const RETRY_MS = [2_000, 5_000, 15_000, 60_000];

/** The address of one of our streams, with a minute's ticket bought with the access token. */
export async function withStreamTicket(path: string): Promise<string> {
  const { ticket } = await api.post<{ ticket: string }>('notifications/stream-ticket/', {});
  return `${path}${path.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket)}`;
}

/**
 * Keeps one of the API's Server-Sent Event streams open (decision 025) and hands each named event's
 * data to its listener; answers the function that closes it for good. The browser reconnects by
 * itself with the same address; once it gives up (readyState CLOSED: a ticket gone stale, a
 * refusal) a fresh address is asked of `address` after a growing wait.
 */
export function followEvents(
  address: () => Promise<string>,
  listeners: Record<string, (data: unknown) => void>,
): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let stopped = false;

  const retry = () => {
    if (stopped) return;
    const wait = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]!;
    failures += 1;
    timer = setTimeout(open, wait);
  };

  async function open() {
    try {
      const url = await address();
      if (stopped) return;
      source = new EventSource(url);
    } catch {
      retry();
      return;
    }
    source.addEventListener('open', () => {
      failures = 0;
    });
    for (const [event, listener] of Object.entries(listeners))
      source.addEventListener(event, (message) => listener(JSON.parse((message as MessageEvent<string>).data)));
    source.addEventListener('error', () => {
      if (source?.readyState !== EventSource.CLOSED) return;
      source.close();
      retry();
    });
  }

  void open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}
