import {
  COMMUNITY_LIMITS,
  LANGUAGES,
  isLanguage,
  splitTags,
  type Community,
  type CreateCommunityRequest,
} from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { DescribedError } from '../../../shared/api/error-messages';
import { languageName } from '../../../shared/i18n/language-name';
import { localize, paths } from '../../../shared/lib/paths';
import { useSession } from '../../../shared/session/session-store';
import {
  FormMessage,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  formStyles,
  useFormMutation,
} from '../../../shared/ui/form';
import { PageFrame } from '../../../shared/ui/page-frame';
import { toast } from '../../../shared/ui/toast/toast-store';
import {
  readTranslations,
  translationsFieldErrors,
  TranslationsFieldset,
  translationsValue,
} from '../../../shared/ui/translations-fieldset';
import { communityCalls, communityKeys } from '../api';
import { CommunityCard } from '../components/community-card';
import { CommunityRuleFields, typedMinKarma } from '../components/community-rule-fields';
import { failureMessage } from '../messages';
import styles from '../components/community.module.css';

const EMPTY = { name: '', description: '', content_language: '', tags: '', min_karma_to_post: '0', rules: '' };

/** Create a Community: the form and a live preview of its card; success opens the new community. */
export function Component() {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useSession();
  // The community writes in the page's language unless its creator chooses another.
  const [values, setValues] = useState({ ...EMPTY, content_language: lang });
  // Its name, description and rules in other languages (the API keeps none in its own language).
  const [translations, setTranslations] = useState(() => translationsValue('community', null, lang));
  const { fieldErrors, formError, busy, check, submit } = useFormMutation({
    mutationFn: (body: CreateCommunityRequest) => communityCalls.createCommunity(body),
    onSuccess: () => void client.invalidateQueries({ queryKey: communityKeys.communities }),
    describe: (error): DescribedError => {
      const message = failureMessage(error, 'create_community');
      // A taken name belongs next to the name field, a refused translation in its language's fields.
      if (message === t('errors.name_taken')) return { form: null, fields: { name: message } };
      const translated = translationsFieldErrors(error, 'community');
      return Object.keys(translated).length ? { form: null, fields: translated } : { form: message, fields: {} };
    },
  });
  const set = (field: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: event.target.value }));

  const minKarma = Number(values.min_karma_to_post);
  const preview: Community = {
    id: 0,
    slug: '',
    name: values.name.trim(),
    description: values.description.trim(),
    tags: splitTags(values.tags),
    tag_names: splitTags(values.tags),
    min_karma_to_post: Number.isInteger(minKarma) ? minKarma : 0,
    rules: values.rules,
    content_language: values.content_language || lang,
    follower_count: 1,
    post_count: 0,
    followers: [],
    is_followed: true,
    is_moderator: true,
    my_ban: null,
    creator: session.user ? { username: session.user.username } : null,
    created_at: new Date(0).toISOString(),
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    const problems: Record<string, string> = {};
    if (!values.name.trim()) problems.name = t('validation.name_required');
    const karma = typedMinKarma(values.min_karma_to_post);
    if (karma === null) problems.min_karma_to_post = t('validation.min_karma');
    if (!check(problems) || karma === null) return;
    const given = readTranslations('community', translations);
    const created = await submit({
      name: values.name.trim(),
      description: values.description.trim(),
      tags: splitTags(values.tags),
      min_karma_to_post: karma,
      rules: values.rules.trim(),
      content_language: isLanguage(values.content_language) ? values.content_language : undefined,
      ...(given ? { translations: given } : {}),
    });
    if (!created) return;
    toast.success(t('toasts.community_created'));
    void navigate(localize(lang, paths.communityPosts(created.slug)));
  }

  return (
    <PageFrame title={t('pages.create_community', { ns: 'common' })} lead={t('create.lead')} wide>
      <div className={styles.layout}>
        <form className={formStyles.form} onSubmit={(event) => void send(event)} noValidate>
          {formError ? <FormMessage kind="error">{formError}</FormMessage> : null}
          <TextField
            label={t('create.name')}
            value={values.name}
            onChange={set('name')}
            maxLength={COMMUNITY_LIMITS.nameMax}
            required
            error={fieldErrors.name}
          />
          <TextAreaField
            label={t('create.description')}
            value={values.description}
            onChange={set('description')}
            maxLength={COMMUNITY_LIMITS.descriptionMax}
            rows={4}
          />
          <SelectField
            label={t('create.content_language')}
            value={values.content_language}
            onChange={(value) => setValues((v) => ({ ...v, content_language: value }))}
            options={LANGUAGES.map((code) => ({ value: code, label: languageName(code, lang) }))}
            error={fieldErrors.content_language}
          />
          <CommunityRuleFields values={values} set={set} errors={fieldErrors} />
          <TranslationsFieldset
            kind="community"
            own={values.content_language || lang}
            value={translations}
            onChange={setTranslations}
            errors={fieldErrors}
          />
          <SubmitButton busy={busy} busyLabel={t('create.submitting')}>
            {t('create.submit')}
          </SubmitButton>
        </form>
        <section aria-labelledby="preview-heading">
          <h2 id="preview-heading">{t('create.preview')}</h2>
          <CommunityCard community={preview} preview />
        </section>
      </div>
    </PageFrame>
  );
}
