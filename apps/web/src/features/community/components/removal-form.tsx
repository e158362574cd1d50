import { COMMUNITY_LIMITS } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { FormMessage, TextAreaField, formStyles, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityQuery } from '../api';
import { failureMessage } from '../messages';
import { ruleChoices } from '../moderation-words';
import { FormActions } from './form-actions';
import styles from './community.module.css';

const OTHER = -1;

/**
 * A moderator removes a post or comment and says why (issue 26): one of the community's rules, or
 * "Other" in their own words. The reason reaches the author's notice and the public log.
 */
export function RemovalForm<T>({
  community,
  remove,
  onRemoved,
  onCancel,
}: {
  /** The slug of the community whose rules are offered. */
  community: string;
  remove: (reason: string) => Promise<T>;
  onRemoved: (removed: T) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const name = useId();
  const rules = ruleChoices(useQuery(communityQuery(community, lang)).data?.rules ?? '');
  // Nothing is chosen for the moderator (the rules arrive after the form opens, and a reason given
  // by default is not one they gave); with none chosen the removal says no reason.
  const [chosen, setChosen] = useState<number | null>(null);
  const [other, setOther] = useState('');
  const { formError, busy, submit } = useFormMutation({
    mutationFn: remove,
    describe: (error) => ({ form: failureMessage(error, 'moderate'), fields: {} }),
  });
  const choice = chosen === null || chosen < rules.length ? chosen : OTHER;

  async function send(event: FormEvent) {
    event.preventDefault();
    const removed = await submit(choice === null ? '' : choice === OTHER ? other.trim() : rules[choice]!);
    if (removed === null) return;
    toast.success(t('toasts.removed'));
    onRemoved(removed);
  }

  return (
    <form className={styles.panel} onSubmit={(event) => void send(event)}>
      {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
      <fieldset className={formStyles.field}>
        <legend className={formStyles.label}>{t('mods.reason_legend')}</legend>
        {[...rules, t('mods.reason_other')].map((label, i) => {
          const value = i < rules.length ? i : OTHER;
          return (
            <label key={value} className={styles.choice}>
              <input type="radio" name={name} checked={choice === value} onChange={() => setChosen(value)} /> {label}
            </label>
          );
        })}
      </fieldset>
      {choice === OTHER ? (
        <TextAreaField
          label={t('mods.reason_other_label')}
          value={other}
          onChange={(event) => setOther(event.target.value)}
          maxLength={COMMUNITY_LIMITS.reportDetailsMax}
          rows={2}
        />
      ) : null}
      <FormActions
        submit={t('mods.remove_submit')}
        busy={busy}
        busyLabel={t('mods.remove_submit')}
        onCancel={onCancel}
      />
    </form>
  );
}
