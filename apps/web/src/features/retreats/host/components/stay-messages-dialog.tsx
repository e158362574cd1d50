import { RETREAT_HOST_LIMITS as L, retreatMessageRequestSchema, type HostBooking } from '@sangam/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, SubmitButton, TextAreaField, useFormMutation } from '../../../../shared/ui/form';
import { Modal } from '../../../../shared/ui/modal/modal';
import { Skeleton } from '../../../../shared/ui/skeleton';
import { hostCalls, hostKeys, refreshHost, stayMessagesQuery } from '../api';
import { formatDateRange, formatMoment } from '../../../creator';
import { describeHostError, hostMessages, schemaProblems } from '../messages';
import { guestName } from './stay-dialogs';
import creator from '../../../../shared/ui/creator.module.css';
import styles from '../../../../shared/ui/host-forms.module.css';

/** The messages between the host and a booking's guest, oldest first, and a new one to send (mailed). */
export function StayMessagesDialog({ booking, onClose }: { booking: HostBooking; onClose: () => void }) {
  const { t, i18n } = useTranslation(['retreat-host', 'common']);
  const language = i18n.resolvedLanguage ?? 'en';
  const client = useQueryClient();
  const thread = useQuery(stayMessagesQuery(booking.id));
  const [text, setText] = useState('');
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: string) => hostCalls.sendMessage(booking.id, body),
    describe: describeHostError,
    onSuccess: async () => {
      // The thread is read again before the box empties, so the message sent is in view.
      await client.invalidateQueries({ queryKey: hostKeys.messages(booking.id) });
      refreshHost(client);
    },
  });
  const listRef = useRef<HTMLOListElement>(null);
  const name = guestName(booking);
  const count = thread.data?.results.length ?? 0;

  // The newest message in view, as in any conversation.
  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [count]);

  async function send(event: FormEvent) {
    event.preventDefault();
    const parsed = retreatMessageRequestSchema.safeParse({ body: text });
    const problems = parsed.success ? {} : schemaProblems(parsed.error.issues, (path) => path);
    if (!check(hostMessages(problems)) || !parsed.success) return;
    if ((await submit(parsed.data.body)) !== null) setText('');
  }

  return (
    <Modal title={t('messages.title', { name })} onClose={onClose} size="large">
      <p className={creator.meta}>
        {booking.retreat.title} · {formatDateRange(booking.start_date, booking.end_date, language)}
      </p>
      {thread.isPending ? <Skeleton lines={3} label={t('common:loading')} /> : null}
      {thread.isError ? <FormMessage kind="error">{describeHostError(thread.error, 'load').form}</FormMessage> : null}
      {thread.data ? (
        thread.data.results.length ? (
          // The list scrolls on its own: it is focusable so keyboards can scroll it too.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <ol ref={listRef} className={styles.thread} aria-label={t('messages.thread')} tabIndex={0}>
            {thread.data.results.map((message) => (
              <li key={message.id} className={message.from === 'host' ? styles.fromHost : styles.fromGuest}>
                <p className={styles.messageMeta}>
                  <strong>
                    {message.from === 'host'
                      ? t('messages.you')
                      : message.sender.display_name || message.sender.username}
                  </strong>{' '}
                  · {formatMoment(message.created_at, language)}
                </p>
                <p className={styles.messageBody}>{message.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className={creator.empty}>{t('messages.none', { name })}</p>
        )
      ) : null}
      <form className={creator.form} onSubmit={(event) => void send(event)} noValidate>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextAreaField
          label={t('messages.new')}
          hint={t('messages.new_hint', { name })}
          rows={3}
          maxLength={L.messageMax}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={fieldErrors.body}
        />
        <div className={creator.dialogActions}>
          <SubmitButton busy={busy} busyLabel={t('messages.sending')}>
            {t('messages.send')}
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
