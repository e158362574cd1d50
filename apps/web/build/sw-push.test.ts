import { readFileSync } from 'node:fs';
import path from 'node:path';
import { URL as NodeURL, fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const ORIGIN = 'https://sangam.example';
const source = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'sw-push.js'), 'utf8');

interface Tab {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function tab(url: string, options: { controlled?: boolean } = {}): Tab {
  const self: Tab = {
    url,
    focus: vi.fn(async () => self),
    navigate: vi.fn(async (to: string) => {
      if (options.controlled === false) throw new TypeError('This service worker is not the client’s active one.');
      return { ...self, url: to };
    }),
  };
  return self;
}

/** sw-push.js run in a worker scope of its own, with the browser's parts played by spies. */
function worker(tabs: Tab[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const scope = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => tabs), openWindow: vi.fn(async () => null) },
  };
  runInNewContext(source, { self: scope, URL: NodeURL });
  const dispatch = async (type: string, event: object) => {
    const waits: Promise<unknown>[] = [];
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => waits.push(p) });
    await Promise.all(waits);
  };
  const click = (url: unknown) => dispatch('notificationclick', { notification: { data: { url }, close: vi.fn() } });
  return { scope, dispatch, click };
}

const message = {
  title: 'नया जवाब',
  body: 'मीरा ने लिखा',
  url: '/hi/community/post/12#comment-40',
  tag: 'post:12',
  lang: 'hi',
};

describe('the service worker’s push', () => {
  it('shows the message as a notification in its language, with the page it opens', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', { data: { json: () => message } });
    expect(scope.registration.showNotification).toHaveBeenCalledWith('नया जवाब', {
      body: 'मीरा ने लिखा',
      tag: 'post:12',
      lang: 'hi',
      icon: '/icons/icon-192.png',
      data: { url: '/hi/community/post/12#comment-40' },
    });
  });

  it('shows nothing for a message that is not ours', async () => {
    const { scope, dispatch } = worker();
    await dispatch('push', { data: { json: () => JSON.parse('not json') } });
    await dispatch('push', { data: null });
    expect(scope.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('a click on the notification', () => {
  const page = `${ORIGIN}/hi/community/post/12#comment-40`;

  it('focuses a tab that already shows the page', async () => {
    const showing = tab(page);
    const other = tab(`${ORIGIN}/hi`);
    const { scope, click } = worker([other, showing]);
    await click(message.url);
    expect(showing.focus).toHaveBeenCalled();
    expect(other.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('sends an open tab of the site to the page, focused', async () => {
    const open = tab(`${ORIGIN}/hi/daily-dharma`);
    const { scope, click } = worker([tab('https://elsewhere.example/'), open]);
    await click(message.url);
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(page);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when no tab of the site is open, or the open one cannot be sent there', async () => {
    const alone = worker([]);
    await alone.click(message.url);
    expect(alone.scope.clients.openWindow).toHaveBeenCalledWith(page);

    const uncontrolled = tab(`${ORIGIN}/hi`, { controlled: false });
    const other = worker([uncontrolled]);
    await other.click(message.url);
    expect(other.scope.clients.openWindow).toHaveBeenCalledWith(page);
  });

  it('never leaves the site, whatever the message says', async () => {
    for (const url of ['https://evil.example/login', '//evil.example/login', undefined]) {
      const { scope, click } = worker([]);
      await click(url);
      expect(scope.clients.openWindow, String(url)).toHaveBeenCalledWith(`${ORIGIN}/`);
    }
  });
});
