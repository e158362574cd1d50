import { COMMUNITY_LIMITS } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { TextAreaField, TextField } from '../../../shared/ui/form';

/** The texts of these fields as a form holds them. */
export interface CommunityRuleValues {
  tags: string;
  min_karma_to_post: string;
  rules: string;
}

/**
 * Tags, the minimum points to post and the rules: what a community's creator sets and its
 * moderators later change, alike on both forms.
 */
export function CommunityRuleFields({
  values,
  set,
  errors,
}: {
  values: CommunityRuleValues;
  set: (field: keyof CommunityRuleValues) => (event: { target: { value: string } }) => void;
  errors: Record<string, string | undefined>;
}) {
  const { t } = useTranslation('community');
  return (
    <>
      <TextField
        label={t('create.tags')}
        hint={t('create_post.tags_hint')}
        value={values.tags}
        onChange={set('tags')}
        error={errors.tags}
      />
      <TextField
        label={t('create.min_karma')}
        hint={t('create.min_karma_hint')}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={values.min_karma_to_post}
        onChange={set('min_karma_to_post')}
        error={errors.min_karma_to_post}
      />
      <TextAreaField
        label={t('create.rules')}
        value={values.rules}
        onChange={set('rules')}
        maxLength={COMMUNITY_LIMITS.rulesMax}
        rows={4}
        error={errors.rules}
      />
    </>
  );
}

/** The minimum points as typed (empty is 0), or null when it is not a whole number in range. */
export function typedMinKarma(text: string): number | null {
  const typed = text.trim() || '0';
  return /^\d+$/.test(typed) && Number(typed) <= COMMUNITY_LIMITS.minKarmaMax ? Number(typed) : null;
}
