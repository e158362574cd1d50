import type { WaitlistKind } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/session-store';
import { FormMessage, TextField } from '../../../shared/ui/form';
import { waitlistCalls, waitlistKeys } from '../api';
import { waitlistFailure } from '../messages';
import styles from '../waitlists.module.css';

/**
 * "Join the waitlist" under something full: how many places, then the line. A guest is led to sign
 * in and back. `what` names it for a screen reader ("12–15 March").
 */
export function JoinWaitlist({
  kind,
  target,
  maxSeats,
  what,
  askName = false,
}: {
  kind: WaitlistKind;
  target: Record<string, unknown>;
  maxSeats: number;
  what: string;
  /** A pooja is performed in a name: the person gives it as they join. */
  askName?: boolean;
}) {
  const { t } = useTranslation('waitlists');
  const { lang = 'en' } = useParams();
  const location = useLocation();
  const session = useSession();
  const client = useQueryClient();
  const seatsId = useId();
  const [open, setOpen] = useState(false);
  const [seats, setSeats] = useState(1);
  const [name, setName] = useState('');
  const [nameMissing, setNameMissing] = useState(false);
  const nameBox = useRef<HTMLInputElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (open) (nameBox.current ?? select.current)?.focus();
  }, [open]);
  const joining = useMutation({
    mutationFn: () =>
      waitlistCalls.join({ kind, target: askName ? { ...target, devotee_name: name.trim() } : target, seats }),
    onSuccess: () => void client.invalidateQueries({ queryKey: waitlistKeys.mine }),
  });
  // The form is gone once joined: the keyboard goes on from what it says.
  useEffect(() => {
    if (joining.isSuccess) done.current?.focus();
  }, [joining.isSuccess]);

  if (!session.user) {
    return (
      <Link
        className="button button-secondary"
        to={localize(lang, paths.login(`${location.pathname}${location.search}`))}
        aria-label={t('sign_in_named', { what })}
      >
        {t('sign_in')}
      </Link>
    );
  }
  if (joining.isSuccess) {
    return (
      <p className={styles.meta} role="status" ref={done} tabIndex={-1}>
        {t('joined')}
      </p>
    );
  }
  if (!open) {
    return (
      <button
        type="button"
        className="button button-secondary"
        aria-label={t('join_named', { what })}
        onClick={() => setOpen(true)}
      >
        {t('join')}
      </button>
    );
  }
  function join() {
    setNameMissing(askName && !name.trim());
    if (!askName || name.trim()) joining.mutate();
  }
  // A group, not a form: it may stand inside another form (a pooja's booking form holds the days).
  return (
    <div className={styles.form} role="group" aria-label={t('join_named', { what })}>
      {askName ? (
        <TextField
          ref={nameBox}
          label={t('devotee_name')}
          value={name}
          maxLength={100}
          autoComplete="name"
          error={nameMissing ? t('devotee_name_missing') : null}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            // Enter joins, as in a form of its own (and never sends the form around it).
            if (event.key === 'Enter') {
              event.preventDefault();
              join();
            }
          }}
        />
      ) : null}
      {maxSeats > 1 ? (
        <label htmlFor={seatsId}>
          {t('seats')}
          <select id={seatsId} ref={select} value={seats} onChange={(event) => setSeats(Number(event.target.value))}>
            {Array.from({ length: maxSeats }, (_, i) => i + 1).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        className="button"
        disabled={joining.isPending}
        aria-busy={joining.isPending}
        onClick={join}
      >
        {joining.isPending ? t('joining') : t('submit')}
      </button>
      <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
        {t('cancel')}
      </button>
      {joining.isError ? <FormMessage kind="error">{waitlistFailure(joining.error, 'join')}</FormMessage> : null}
    </div>
  );
}
