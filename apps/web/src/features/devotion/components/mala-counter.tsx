import { CHANT_ERROR_CODES, CHANT_LIMITS, type Chant, type ChantSessionAnswer } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import { localize, paths } from '../../../shared/lib/paths';
import { useBrowserValue } from '../../../shared/lib/use-hydrated';
import { isAuthenticated, useSession } from '../../../shared/session/session-store';
import { track } from '../../../shared/tracking';
import { FormMessage } from '../../../shared/ui/form';
import { Modal } from '../../../shared/ui/modal/modal';
import { formatNumber } from '../chant-labels';
import { saveCount, savedCount } from '../chant-count-store';
import { chantCalls } from '../chants-api';
import { practiceKeys } from '../../practice';
import { MalaBeads } from './mala-beads';
import styles from './chanting.module.css';

const BEADS = CHANT_LIMITS.malaBeads;

type Outcome =
  | { kind: 'recorded'; answer: ChantSessionAnswer; count: number }
  | { kind: 'no_japa' }
  | { kind: 'error'; message: string };

/**
 * The counter of one mantra's session: a big button (tap, click, Space or Enter) counts a
 * repetition; the mala fills bead by bead and each completed round of 108 is announced politely.
 * The count stays on this device until the session is finished (recorded into today's japa when
 * signed in) or reset after a confirmation. The parent keys it by mantra.
 */
export function MalaCounter({ chant }: { chant: Chant }) {
  const { t, i18n } = useTranslation('devotion');
  const { lang = 'en' } = useParams();
  const location = useLocation();
  const session = useSession();
  const client = useQueryClient();
  const language = i18n.resolvedLanguage ?? 'en';
  const [saved, setCount] = useState(() => savedCount(chant.id));
  // The server's page starts from 0: the count kept on this device shows once the page is adopted.
  const count = useBrowserValue(() => saved, 0);
  const [announcement, setAnnouncement] = useState('');
  const [confirmReset, setConfirmReset] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const signedIn = isAuthenticated(session);

  const rounds = Math.floor(count / BEADS);
  const inRound = count % BEADS;
  const justCompleted = count > 0 && inRound === 0;
  const n = (value: number) => formatNumber(value, language);

  function set(next: number) {
    setCount(next);
    saveCount(chant.id, next);
  }

  function tap() {
    if (count >= CHANT_LIMITS.countMax) return;
    const next = count + 1;
    set(next);
    setOutcome(null);
    if (next % BEADS === 0) {
      const round = next / BEADS;
      setAnnouncement(t('chanting.round_done', { count: round, round: n(round) }));
    }
  }

  // Holding Enter repeats the key: one press is one repetition.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' && event.repeat) event.preventDefault();
  };

  function reset() {
    set(0);
    setAnnouncement('');
    setOutcome(null);
    setConfirmReset(false);
  }

  const record = useMutation({
    mutationFn: (repetitions: number) => chantCalls.recordSession(chant.id, repetitions),
    onSuccess: (answer, repetitions) => {
      track('mark_practice', { practice: 'japa', source: 'chanting', mantra: chant.id, count: repetitions });
      setOutcome({ kind: 'recorded', answer, count: repetitions });
      set(0);
      setAnnouncement('');
      void client.invalidateQueries({ queryKey: practiceKeys.all });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.code === CHANT_ERROR_CODES.noJapaPractice) setOutcome({ kind: 'no_japa' });
      else if (err instanceof ApiError && err.status === 0)
        setOutcome({ kind: 'error', message: t('api_errors.network', { ns: 'common' }) });
      else if (err instanceof ApiError && err.status === 429)
        setOutcome({ kind: 'error', message: t('api_errors.rate_limited', { ns: 'common' }) });
      else setOutcome({ kind: 'error', message: t('chanting.record_failed') });
    },
  });
  const busy = record.isPending;

  function finish() {
    setOutcome(null);
    record.mutate(count);
  }

  const here = `${location.pathname}${location.search}`;
  return (
    <section className={styles.counter} aria-labelledby="mala-heading">
      <h2 id="mala-heading">{t('chanting.counter_heading')}</h2>
      <p className={styles.hint}>{t('chanting.counter_hint')}</p>
      <div className={styles.mala}>
        <MalaBeads inRound={justCompleted ? BEADS : inRound} completed={justCompleted} />
        <button
          type="button"
          className={styles.tap}
          onClick={tap}
          onKeyDown={onKeyDown}
          aria-describedby="mala-progress"
          aria-label={t('chanting.tap_label', { count, number: n(count) })}
        >
          <span className={styles.tapCount} aria-hidden="true">
            {n(count)}
          </span>
          <span className={styles.tapWord} aria-hidden="true">
            {t('chanting.tap')}
          </span>
        </button>
      </div>
      <p id="mala-progress" className={styles.progress}>
        {t('chanting.bead', { bead: n(justCompleted ? BEADS : inRound), beads: n(BEADS) })}
        {' · '}
        {t('chanting.rounds', { count: rounds, rounds: n(rounds) })}
      </p>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>

      <div className={styles.counterActions}>
        {signedIn ? (
          <button type="button" className="button" disabled={count === 0 || busy} aria-busy={busy} onClick={finish}>
            {busy ? t('chanting.recording') : t('chanting.finish')}
          </button>
        ) : null}
        <button
          type="button"
          className="button button-secondary"
          disabled={count === 0}
          onClick={() => setConfirmReset(true)}
        >
          {t('chanting.reset')}
        </button>
      </div>

      {!signedIn ? (
        <div className={styles.invite}>
          <p>{t('chanting.guest_invite')}</p>
          <p className={styles.inviteLinks}>
            <Link className="button" to={localize(lang, paths.login(here))}>
              {t('chanting.sign_in')}
            </Link>
            <Link to={localize(lang, paths.register())}>{t('chanting.register')}</Link>
          </p>
        </div>
      ) : null}

      {outcome?.kind === 'recorded' ? (
        <FormMessage kind="success">
          {t('chanting.recorded', { count: outcome.count, number: n(outcome.count) })}{' '}
          {t('chanting.today_total', { today: n(outcome.answer.today_count), target: n(outcome.answer.target) })}{' '}
          <Link to={localize(lang, paths.practiceTracker())}>{t('chanting.to_tracker')}</Link>
        </FormMessage>
      ) : null}
      {outcome?.kind === 'no_japa' ? (
        <FormMessage kind="info">
          {t('chanting.no_japa')}{' '}
          <Link to={localize(lang, paths.practiceSetup(paths.chanting()))}>{t('chanting.add_japa')}</Link>
        </FormMessage>
      ) : null}
      {outcome?.kind === 'error' ? <FormMessage kind="error">{outcome.message}</FormMessage> : null}

      {confirmReset ? (
        <Modal title={t('chanting.reset_title')} onClose={() => setConfirmReset(false)}>
          <p>{t('chanting.reset_question', { count, number: n(count) })}</p>
          <div className={styles.counterActions}>
            <button type="button" className="button" onClick={reset}>
              {t('chanting.reset_confirm')}
            </button>
            <button type="button" className="button button-secondary" onClick={() => setConfirmReset(false)}>
              {t('chanting.reset_keep')}
            </button>
          </div>
        </Modal>
      ) : null}
    </section>
  );
}
