import type { Profile } from '@sangam/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMemberAction } from '../use-member-action';
import { useBlock } from '../use-block';
import styles from './community.module.css';

/**
 * Block (after a question saying what it does) or Unblock at once. A guest is sent to log in first.
 */
export function BlockButton({ person }: { person: Profile }) {
  const { t } = useTranslation('community');
  const member = useMemberAction();
  const block = useBlock(person);
  const [asking, setAsking] = useState(false);

  if (person.is_blocked)
    return (
      <div className={styles.notice} role="status">
        <p>{t('person.blocked', { name: person.username })}</p>
        <div className={styles.row}>
          <button
            type="button"
            className="button button-secondary"
            disabled={block.isPending}
            onClick={() => block.mutate(false)}
          >
            {t('person.unblock')}
          </button>
        </div>
      </div>
    );
  if (!asking)
    return (
      <button type="button" className="button button-secondary" onClick={() => member() && setAsking(true)}>
        {t('person.block')}
      </button>
    );
  return (
    <div className={styles.notice} role="group" aria-label={t('person.block')}>
      <p>{t('person.block_question', { name: person.username })}</p>
      <div className={styles.row}>
        <button
          type="button"
          className="button"
          disabled={block.isPending}
          onClick={() => block.mutate(true, { onSuccess: () => setAsking(false) })}
        >
          {t('person.block')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => setAsking(false)}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}
