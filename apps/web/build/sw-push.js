/* Web push (issue 23): appended to sw.js by build/service-worker.ts. */

/** The page a notification opens: only a path of this site (a message cannot send a person elsewhere). */
function notificationPage(data) {
  const url = new URL(typeof data?.url === 'string' ? data.url : '/', self.location.origin);
  return url.origin === self.location.origin ? url.href : new URL('/', self.location.origin).href;
}

/**
 * Brings the person to the page: a tab already showing it is focused; else a tab of the site is
 * focused and sent there; else a new window opens. Focusing may be refused (it needs the click's
 * permission), which must not keep the page from opening.
 */
async function openNotificationPage(href) {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const showing = tabs.find((tab) => tab.url === href);
  if (showing) return showing.focus().catch(() => showing);
  const ours = tabs.find((tab) => new URL(tab.url).origin === self.location.origin);
  if (ours) {
    await ours.focus().catch(() => {});
    // navigate() works only for a tab this worker controls; another one gets a window of its own.
    const navigated = await ours.navigate(href).catch(() => null);
    if (navigated) return navigated;
  }
  return self.clients.openWindow(href);
}

self.addEventListener('push', (event) => {
  let message = null;
  try {
    message = event.data ? event.data.json() : null;
  } catch {
    // Not ours (or damaged): the browser shows its own generic line, which is better than a wrong one.
  }
  if (!message || typeof message.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body ?? '',
      tag: message.tag,
      lang: message.lang,
      icon: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  event.waitUntil(openNotificationPage(notificationPage(event.notification.data)));
});
