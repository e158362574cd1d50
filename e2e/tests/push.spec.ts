import { expect, locale, test } from '../fixtures';

/** What the API's push delivery sends (apps/api/src/push/enqueue.ts: PushMessage), in Hindi. */
const message = {
  title: 'आज की साधना आपकी प्रतीक्षा में है',
  body: 'कुछ क्षण जप के लिए निकालें।',
  url: '/hi/daily-dharma',
  tag: 'practice_reminder',
  lang: 'hi',
};

/** The service worker's globals that these checks use (the page's types know only a window). */
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  dispatchEvent(event: Event): boolean;
  NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
}

test.describe('web push', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a pushed message shows as a notification, and its click opens its page', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['notifications'], { origin: baseURL });
    const cdp = await context.newCDPSession(page);
    const registrationId = new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${baseURL}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    await cdp.send('ServiceWorker.enable');

    await page.goto('/hi');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    // The worker claims the open page when it activates: from then on it can send that tab elsewhere.
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // What a push service would hand the browser, delivered to our real worker by Chromium itself.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: baseURL!,
      registrationId: await registrationId,
      data: JSON.stringify(message),
    });
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          tag: n.tag,
          lang: n.lang,
          icon: new URL(n.icon).pathname,
          data: n.data,
        }));
      });
    await expect.poll(shown).toEqual([
      {
        title: message.title,
        body: message.body,
        tag: message.tag,
        lang: 'hi',
        icon: '/icons/icon-192.png',
        data: { url: message.url },
      },
    ]);

    // Headless Chromium has no notification to press and DevTools no command that presses one, so
    // the click is a NotificationEvent dispatched inside the real worker on the notification it
    // shows. Such an event carries no user activation: focus() is refused (the handler goes on
    // without it) and openWindow() would be too, so that branch is covered by build/sw-push.test.ts.
    const worker = context.serviceWorkers().find((w) => w.url() === `${baseURL}/sw.js`);
    expect(worker, 'the service worker of the site').toBeTruthy();
    await worker!.evaluate(async () => {
      const scope = self as unknown as WorkerScope;
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });

    await expect(page).toHaveURL(`${baseURL}${message.url}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(locale('hi').pages.daily_dharma);
    await expect.poll(shown).toEqual([]);
  });
});
