import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { toast } from '../../../shared/ui/toast/toast-store';
import { notificationCalls, pushPublicKey } from '../api';
import { browserTraits, keyBytes, pushSupport } from '../push-support';
import styles from './notifications.module.css';

type DeviceState = 'checking' | 'install-first' | 'unsupported' | 'blocked' | 'off' | 'on';

/** How long to wait for the service worker before saying this browser cannot take push. */
const WORKER_WAIT_MS = 10_000;

async function workerRegistration(): Promise<ServiceWorkerRegistration | null> {
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), WORKER_WAIT_MS));
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/** Where this device stands, without asking anything of the person. */
async function currentState(): Promise<DeviceState> {
  const support = pushSupport(browserTraits());
  if (support !== 'supported') return support;
  if (Notification.permission === 'denied') return 'blocked';
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

/**
 * Asks the browser's permission (its prompt), subscribes and tells the server; answers where the
 * device then stands. A refused permission or a browser without a worker is a state, not a failure.
 */
async function subscribeThisDevice(language: Language): Promise<DeviceState> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await workerRegistration();
  if (!registration) return 'unsupported';
  const key = await pushPublicKey();
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: keyBytes(key),
  });
  try {
    await notificationCalls.savePushSubscription(subscription.toJSON(), language);
  } catch (error) {
    // A subscription the server does not know would stay silent: take it back.
    await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  return 'on';
}

/** Forgets this device on the server, then in the browser. */
async function unsubscribeThisDevice(): Promise<DeviceState> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await notificationCalls.deletePushSubscription(subscription.endpoint);
    await subscription.unsubscribe();
  }
  return 'off';
}

interface PushOnThisDeviceProps {
  /** What the offer is for where it is shown (the practice reminder); else "Notifications on this device". */
  heading?: string;
  /** A line under the heading saying what this device will receive. */
  lead?: string;
  /** The heading's level in the page it sits in (h3 under the profile's settings). */
  headingLevel?: 'h2' | 'h3';
}

/**
 * Push on this device (issue 23). The browser's permission prompt appears only after the person
 * presses the button, never on load: a prompt nobody asked for is refused, and then cannot be asked again.
 */
export function PushOnThisDevice({ heading, lead, headingLevel: Heading = 'h3' }: PushOnThisDeviceProps = {}) {
  const { t } = useTranslation(['notifications', 'common']);
  const { lang } = useParams();
  // The page's language goes with the subscription: a guest's pushes are written in it.
  const language = isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
  const headingId = useId();
  const [state, setState] = useState<DeviceState>('checking');
  const failed = (error: unknown) => toast.error(describeApiError(error).form ?? t('device.failed'));
  const turnOn = useMutation({
    mutationFn: () => subscribeThisDevice(language),
    onSuccess: (found) => {
      setState(found);
      if (found === 'on') toast.success(t('device.turned_on'));
    },
    onError: failed,
  });
  const turnOff = useMutation({
    mutationFn: unsubscribeThisDevice,
    onSuccess: (found) => {
      setState(found);
      toast.success(t('device.turned_off'));
    },
    onError: failed,
  });
  const busy = turnOn.isPending || turnOff.isPending;

  useEffect(() => {
    let live = true;
    currentState().then(
      (found) => live && setState(found),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section className={styles.device} aria-labelledby={headingId}>
      <Heading id={headingId}>{heading ?? t('device.heading')}</Heading>
      {lead ? <p className={styles.hint}>{lead}</p> : null}
      <div aria-live="polite">
        {state === 'checking' ? <p className={styles.hint}>{t('common:loading')}</p> : null}
        {state === 'on' ? <p>{t('device.on')}</p> : null}
        {state === 'off' ? <p>{t('device.off')}</p> : null}
        {state === 'unsupported' ? <p>{t('device.unsupported')}</p> : null}
        {state === 'blocked' ? (
          <>
            <p>{t('device.blocked')}</p>
            <p className={styles.hint}>{t('device.blocked_how')}</p>
          </>
        ) : null}
        {state === 'install-first' ? (
          <>
            <p>{t('device.install_first')}</p>
            <ol className={styles.steps}>
              <li>{t('device.install_step_share')}</li>
              <li>{t('device.install_step_add')}</li>
              <li>{t('device.install_step_open')}</li>
            </ol>
          </>
        ) : null}
      </div>
      {state === 'off' ? (
        <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => turnOn.mutate()}>
          {t('device.turn_on')}
        </button>
      ) : null}
      {state === 'on' ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          aria-busy={busy}
          onClick={() => turnOff.mutate()}
        >
          {t('device.turn_off')}
        </button>
      ) : null}
    </section>
  );
}
