import {
  COMMUNITY_LIMITS,
  splitTags,
  type Community,
  type CommunitySettings,
  type UpdateCommunityRequest,
} from '@sangam/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../shared/api/http-client';
import type { DescribedError } from '../../../shared/api/error-messages';
import { localize, paths } from '../../../shared/lib/paths';
import {
  FormMessage,
  SubmitButton,
  TextAreaField,
  TextField,
  formStyles,
  useFormMutation,
} from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { Skeleton } from '../../../shared/ui/skeleton';
import { toast } from '../../../shared/ui/toast/toast-store';
import {
  readTranslations,
  translationsFieldErrors,
  TranslationsFieldset,
  translationsValue,
} from '../../../shared/ui/translations-fieldset';
import { communityCalls, communityKeys, communityQuery, communitySettingsQuery } from '../api';
import { BansPanel } from '../components/bans-panel';
import { CommunityRuleFields, typedMinKarma } from '../components/community-rule-fields';
import { ModeratorsSection } from '../components/moderators-section';
import { failureMessage } from '../messages';

/**
 * A community's moderators change how it describes itself: description, rules, tags, who may post,
 * and its texts in other languages. The name stays (links and mentions use it). Below, its bans.
 */
export function Component() {
  const { t } = useTranslation('community');
  const { slug = '', lang = 'en' } = useParams();
  const community = useQuery(communityQuery(slug, lang));
  const moderates = community.data?.is_moderator === true;
  const settings = useQuery({ ...communitySettingsQuery(community.data?.id ?? 0), enabled: moderates });
  const title = t('pages.community_settings', { ns: 'common' });

  if (community.isPending || (moderates && settings.isPending)) return <Skeleton lines={6} label={t('loading')} />;
  const error = community.error ?? settings.error;
  if (error || !community.data || !moderates)
    return (
      <PageFrame title={title}>
        <p role="alert">
          {error instanceof ApiError && error.status === 404
            ? t('empty.community_not_found')
            : error
              ? failureMessage(error, 'load_community')
              : t('settings.not_moderator')}
        </p>
        <p>
          <Link to={localize(lang, paths.communityPosts(slug))}>{t('back_to_community')}</Link>
        </p>
      </PageFrame>
    );
  return <SettingsForm community={community.data} settings={settings.data!} title={title} />;
}

function SettingsForm({
  community,
  settings,
  title,
}: {
  community: Community;
  settings: CommunitySettings;
  title: string;
}) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [values, setValues] = useState({
    description: settings.description,
    rules: settings.rules,
    tags: settings.tags.join(', '),
    min_karma_to_post: String(settings.min_karma_to_post),
  });
  const [translations, setTranslations] = useState(() =>
    translationsValue('community', settings.translations, settings.content_language),
  );
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: UpdateCommunityRequest) => communityCalls.updateCommunity(settings.id, body),
    onSuccess: () => void client.invalidateQueries({ queryKey: communityKeys.communities }),
    describe: (error): DescribedError => {
      // A refused translation belongs in its language's fields.
      const translated = translationsFieldErrors(error, 'community');
      return Object.keys(translated).length
        ? { form: null, fields: translated }
        : { form: failureMessage(error, 'save_community'), fields: {} };
    },
  });
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  async function send(event: FormEvent) {
    event.preventDefault();
    const karma = typedMinKarma(values.min_karma_to_post);
    if (!check(karma === null ? { min_karma_to_post: t('validation.min_karma') } : {}) || karma === null) return;
    const given = readTranslations('community', translations);
    const saved = await submit({
      description: values.description.trim(),
      rules: values.rules.trim(),
      tags: splitTags(values.tags),
      min_karma_to_post: karma,
      ...(given ? { translations: given } : {}),
    });
    if (!saved) return;
    toast.success(t('toasts.community_saved'));
    void navigate(localize(lang, paths.communityPosts(saved.slug)));
  }

  return (
    <PageFrame title={title} item={community.name} lead={t('settings.lead')}>
      <form className={formStyles.form} onSubmit={(event) => void send(event)} noValidate>
        {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
        <TextField label={t('create.name')} hint={t('settings.name_stays')} value={settings.name} readOnly />
        <TextAreaField
          label={t('create.description')}
          value={values.description}
          onChange={set('description')}
          maxLength={COMMUNITY_LIMITS.descriptionMax}
          rows={4}
          error={fieldErrors.description}
        />
        <CommunityRuleFields values={values} set={set} errors={fieldErrors} />
        <TranslationsFieldset
          kind="community"
          own={settings.content_language}
          value={translations}
          onChange={setTranslations}
          errors={fieldErrors}
        />
        <div className={formStyles.actions}>
          <SubmitButton busy={busy} busyLabel={t('settings.submitting')}>
            {t('settings.submit')}
          </SubmitButton>
          <Link to={localize(lang, paths.communityPosts(community.slug))}>{t('cancel')}</Link>
        </div>
      </form>
      <ModeratorsSection community={community} />
      <BansPanel community={community} />
    </PageFrame>
  );
}
