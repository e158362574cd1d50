import type { MarkAnswer, Practice } from '@sangam/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { track } from '../../../shared/tracking';
import { applyMark, practiceCalls } from '../api';
import { practiceName, targetLabel } from '../labels';
import { DiyaIcon } from './diya-icon';
import { MilestoneDialog } from './milestone-dialog';
import styles from './practice.module.css';

/**
 * Today's practices, each with its target, its streak and one button that marks it done (pressed
 * again, it undoes today's mark). A milestone reached by a mark is celebrated here, and so is the
 * day itself once every practice is done.
 */
export function PracticeList({ practices }: { practices: Practice[] }) {
  const { t } = useTranslation('practice');
  const client = useQueryClient();
  const [milestone, setMilestone] = useState<{ days: number; practice: Practice } | null>(null);
  const mark = useMutation({
    mutationFn: ({ practice }: { practice: Practice }) =>
      practice.done_today ? practiceCalls.undo(practice.id) : practiceCalls.mark(practice.id),
    onSuccess: (answer: MarkAnswer, { practice }) => {
      applyMark(client, answer);
      if (!practice.done_today) {
        track('mark_practice', { practice: practice.kind, streak: answer.practice.streak.current });
        const milestone = answer.practice.streak.milestone ?? answer.overall.milestone;
        if (milestone) setMilestone({ days: milestone, practice: answer.practice });
      }
    },
  });

  return (
    <>
      <ul className={styles.list}>
        {practices.map((practice) => {
          const name = practiceName(t, practice);
          const busy = mark.isPending && mark.variables?.practice.id === practice.id;
          return (
            <li key={practice.id} className={`${styles.item} ${practice.done_today ? styles.done : ''}`}>
              <div className={styles.itemText}>
                <p className={styles.itemName}>{name}</p>
                <p className={styles.itemMeta}>
                  {targetLabel(t, practice.target, practice.unit)}
                  {' · '}
                  {practice.streak.current > 0
                    ? t('tracker.streak', { count: practice.streak.current })
                    : t('tracker.streak_none')}
                </p>
              </div>
              <button
                type="button"
                className={`button ${practice.done_today ? 'button-secondary' : ''} ${styles.markButton}`}
                aria-pressed={practice.done_today}
                aria-label={practice.done_today ? t('tracker.undo_label', { name }) : t('tracker.mark_label', { name })}
                disabled={busy}
                onClick={() => mark.mutate({ practice })}
              >
                <span aria-hidden="true" className={styles.check}>
                  {practice.done_today ? '✓' : ''}
                </span>
                {practice.done_today ? t('tracker.done') : t('tracker.mark')}
              </button>
            </li>
          );
        })}
      </ul>
      {/* A live region that is always there, so the word is announced when the last mark lands. */}
      <div role="status">
        {practices.length > 0 && practices.every((p) => p.done_today) ? (
          <div className={styles.dayComplete}>
            <DiyaIcon className={styles.dayCompleteIcon} />
            <p className={styles.dayCompleteTitle}>{t('tracker.day_complete')}</p>
            <p className={styles.dayCompleteNote}>{t('tracker.day_complete_note')}</p>
          </div>
        ) : null}
      </div>
      {milestone ? (
        <MilestoneDialog
          days={milestone.days}
          practice={practiceName(t, milestone.practice)}
          onClose={() => setMilestone(null)}
        />
      ) : null}
      {mark.isError ? (
        <p role="alert" className={styles.error}>
          {t('tracker.error')}
        </p>
      ) : null}
    </>
  );
}
