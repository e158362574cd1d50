import type { Community } from '@sangam/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/session-store';
import { FormMessage, SubmitButton, TextField, formStyles, useFormMutation } from '../../../shared/ui/form';
import { toast } from '../../../shared/ui/toast/toast-store';
import { communityCalls, communityKeys, moderatorsQuery } from '../api';
import { failureMessage } from '../messages';
import { AuthorLink } from './author-link';
import { MentionSuggestions } from './mention-suggestions';
import styles from './community.module.css';

/**
 * The community's moderators in its settings (issue 26): each with Remove, Leave moderation for
 * oneself, and Add by username (the mention autocomplete offers names). The API keeps the last
 * moderator and the creator; its refusal is shown as it says it.
 */
export function ModeratorsSection({ community }: { community: Community }) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const me = useSession().user?.username;
  const moderators = useQuery(moderatorsQuery(community.id));
  const [username, setUsername] = useState('');
  const saved = (list: Awaited<ReturnType<typeof communityCalls.addModerator>>) =>
    client.setQueryData(communityKeys.moderators(community.id), list);
  const add = useFormMutation({
    mutationFn: (name: string) => communityCalls.addModerator(community.id, name),
    describe: (error) => ({ form: failureMessage(error, 'mods.failures.moderators'), fields: {} }),
  });
  const remove = useMutation({
    mutationFn: (name: string) => communityCalls.removeModerator(community.id, name),
    onSuccess: (list, name) => {
      saved(list);
      if (name !== me) return toast.success(t('mods.removed', { name }));
      toast.success(t('mods.left'));
      void client.invalidateQueries({ queryKey: communityKeys.communities });
      void navigate(localize(lang, paths.communityPosts(community.slug)));
    },
    onError: (error) => toast.error(failureMessage(error, 'mods.failures.moderators')),
  });

  async function send(event: FormEvent) {
    event.preventDefault();
    const name = username.trim().replace(/^@/, '');
    if (!name) return;
    const list = await add.submit(name);
    if (!list) return;
    saved(list);
    setUsername('');
    toast.success(t('mods.added', { name }));
  }

  const names = moderators.data?.results.map((m) => m.username) ?? [];
  return (
    <section className={styles.panel} aria-labelledby="moderators-heading">
      <h2 id="moderators-heading">{t('mods.moderators')}</h2>
      {moderators.isError ? <p role="alert">{failureMessage(moderators.error, 'mods.failures.moderators')}</p> : null}
      <ul className={styles.stack}>
        {names.map((name) => (
          <li key={name} className={styles.row}>
            <AuthorLink username={name} />
            {name === me ? null : (
              <button
                type="button"
                className="button-link"
                aria-label={t('mods.remove_named', { name })}
                onClick={() => remove.mutate(name)}
              >
                {t('moderation.remove')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {me && names.includes(me) ? (
        <p>
          <button type="button" className="button button-secondary" onClick={() => remove.mutate(me)}>
            {t('mods.leave')}
          </button>
        </p>
      ) : null}
      <form className={formStyles.form} onSubmit={(event) => void send(event)} noValidate>
        {add.formError ? <FormMessage kind="error">{add.formError}</FormMessage> : null}
        <TextField
          label={t('mods.add_label')}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoComplete="off"
          maxLength={30}
        />
        <MentionSuggestions
          text={`@${username.replace(/^@/, '')}`}
          onPick={(text) => setUsername(text.trim().slice(1))}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={add.busy} busyLabel={t('mods.add_submit')}>
            {t('mods.add_submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}
