import { NOTIFICATION_KINDS, type ChannelSettings, type NotificationPreferences } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { zoneName } from '../../../shared/lib/time-zones';
import { FormMessage, SubmitButton, useFormMutation } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import { notificationCalls, notificationKeys, preferencesQuery } from '../api';
import { PushOnThisDevice } from './push-on-this-device';
import styles from './notifications.module.css';

/** The kinds a person chooses for; "test" only answers the test button. */
const KINDS = NOTIFICATION_KINDS.filter((kind) => kind !== 'test');
type Kind = (typeof KINDS)[number];
/** The channels a person may switch; in-app is always on (the inbox misses nothing). */
const SWITCHABLE = ['push', 'email'] as const;

const DEFAULT_QUIET = { start: '22:00', end: '06:00' };
const OFF: ChannelSettings = { in_app: true, push: false, email: false };

/**
 * The profile's "Notifications" section (issue 23): which kinds reach the person by push and by
 * mail, quiet hours in their own zone, a test notification, and push on this device.
 */
export function NotificationSettings({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(['notifications', 'common']);
  const preferences = useQuery(preferencesQuery());
  if (preferences.isPending) return <Skeleton lines={5} label={t('common:loading')} />;
  if (preferences.isError)
    return <FormMessage kind="error">{describeApiError(preferences.error).form ?? t('prefs.load_error')}</FormMessage>;
  return (
    <>
      <PreferencesForm key={preferences.dataUpdatedAt} initial={preferences.data} timeZone={timeZone} />
      <PushOnThisDevice />
    </>
  );
}

function PreferencesForm({ initial, timeZone }: { initial: NotificationPreferences; timeZone: string }) {
  const { t, i18n } = useTranslation(['notifications', 'common']);
  const queryClient = useQueryClient();
  const form = useFormMutation({
    mutationFn: notificationCalls.savePreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationKeys.preferences(), saved);
      toast.success(t('prefs.saved'));
    },
  });
  const [channels, setChannels] = useState<Record<Kind, ChannelSettings>>(
    () =>
      Object.fromEntries(KINDS.map((kind) => [kind, { ...OFF, ...initial.channels[kind], in_app: true }])) as Record<
        Kind,
        ChannelSettings
      >,
  );
  const [quietOn, setQuietOn] = useState(initial.quiet_hours !== null);
  const [quiet, setQuiet] = useState(initial.quiet_hours ?? DEFAULT_QUIET);
  const test = useMutation({
    mutationFn: notificationCalls.sendTest,
    onSuccess: async () => {
      // The in-app item is written with the request: the bell can show it now.
      await queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount() });
      toast.success(t('prefs.test_sent'));
    },
    onError: (error) => toast.error(describeApiError(error).form ?? t('common:api_errors.generic')),
  });
  const testing = test.isPending;
  const zone = zoneName(timeZone, i18n.resolvedLanguage ?? 'en');

  const toggle = (kind: Kind, channel: (typeof SWITCHABLE)[number]) =>
    setChannels((all) => ({ ...all, [kind]: { ...all[kind], [channel]: !all[kind][channel] } }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // A time input holds HH:MM or nothing: only an emptied one can be wrong before the API sees it.
    if (quietOn) {
      const problems: Record<string, string> = {};
      if (!quiet.start) problems['quiet_hours.start'] = t('prefs.time_required');
      if (!quiet.end) problems['quiet_hours.end'] = t('prefs.time_required');
      if (!form.check(problems)) return;
    }
    await form.submit({ channels, quiet_hours: quietOn ? quiet : null });
  }

  const channelErrors = Object.entries(form.fieldErrors).filter(([field]) => field.startsWith('channels.'));
  const channelName = (channel: 'in_app' | 'push' | 'email') => t(`prefs.channel_${channel}`);

  return (
    <form onSubmit={submit} noValidate>
      {form.formError ? <FormMessage kind="error">{form.formError}</FormMessage> : null}
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t('prefs.table_caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('prefs.kind')}</th>
              <th scope="col">{channelName('in_app')}</th>
              {SWITCHABLE.map((channel) => (
                <th key={channel} scope="col">
                  {channelName(channel)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {KINDS.map((kind) => (
              <tr key={kind}>
                <th scope="row">{t(`kinds.${kind}`)}</th>
                <td>
                  <input
                    type="checkbox"
                    checked
                    disabled
                    aria-label={t('prefs.cell', { channel: channelName('in_app'), kind: t(`kinds.${kind}`) })}
                  />
                </td>
                {SWITCHABLE.map((channel) => (
                  <td key={channel}>
                    <input
                      type="checkbox"
                      name={`${kind}.${channel}`}
                      checked={channels[kind][channel]}
                      onChange={() => toggle(kind, channel)}
                      aria-label={t('prefs.cell', { channel: channelName(channel), kind: t(`kinds.${kind}`) })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.hint}>{t('prefs.in_app_hint')}</p>
      {channelErrors.map(([field, message]) => (
        <p key={field} className={styles.error}>
          {message}
        </p>
      ))}

      <fieldset className={styles.fieldset}>
        <legend>{t('prefs.quiet_heading')}</legend>
        <p className={styles.hint}>{t('prefs.quiet_hint')}</p>
        <label className={styles.choice}>
          <input type="checkbox" checked={quietOn} onChange={(e) => setQuietOn(e.target.checked)} />
          {t('prefs.quiet_on')}
        </label>
        {quietOn ? (
          <>
            <div className={styles.times}>
              <QuietTime
                label={t('prefs.quiet_start')}
                value={quiet.start}
                error={form.fieldErrors['quiet_hours.start']}
                onChange={(start) => setQuiet((q) => ({ ...q, start }))}
              />
              <QuietTime
                label={t('prefs.quiet_end')}
                value={quiet.end}
                error={form.fieldErrors['quiet_hours.end']}
                onChange={(end) => setQuiet((q) => ({ ...q, end }))}
              />
            </div>
            <p className={styles.hint}>{t('prefs.quiet_zone', { zone })}</p>
          </>
        ) : null}
      </fieldset>

      <div className={styles.actions}>
        <SubmitButton busy={form.busy} busyLabel={t('prefs.saving')}>
          {t('prefs.save')}
        </SubmitButton>
        <button
          type="button"
          className="button button-secondary"
          disabled={testing}
          aria-busy={testing}
          onClick={() => test.mutate()}
        >
          {t('prefs.send_test')}
        </button>
      </div>
    </form>
  );
}

function QuietTime({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <label className={styles.time}>
      {label}
      <input
        type="time"
        value={value}
        required
        aria-invalid={error ? true : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {error ? <span className={styles.error}>{error}</span> : null}
    </label>
  );
}
