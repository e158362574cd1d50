import type { ModlogEntry } from '@sangam/contracts';
import type { TFunction } from 'i18next';

/**
 * A community's rules as removal reasons to choose from: its `rules` text, one rule a line (as the
 * community page shows it), without the numbers or bullets a moderator typed before each one.
 */
export function ruleChoices(rules: string): string[] {
  const choices = rules
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-*•]|\(?\p{Nd}{1,3}[.):]|\p{Nd}{1,3}\s+-)\s*/u, '').trim())
    .filter(Boolean);
  return [...new Set(choices)];
}

/**
 * One line of a community's moderation log as a sentence in the reader's language: who did what
 * to whom and where, then why ("asha removed a comment by ravi on “Which mala?”: No selling").
 * A name whose account is gone reads as the community's word for an unknown person.
 */
export function modlogSentence(entry: ModlogEntry, t: TFunction<'community'>, formatDate: (iso: string) => string) {
  const unknown = t('empty.unknown');
  const moderator = entry.moderator?.username ?? unknown;
  const user = entry.target_user?.username ?? unknown;
  const post = entry.post?.title || t('post.deleted_title');
  const key =
    entry.action === 'remove_moderator' && entry.moderator && entry.moderator.username === entry.target_user?.username
      ? 'left'
      : entry.action === 'ban' && entry.expires_at
        ? 'ban_until'
        : entry.action;
  const what = t(`mods.log.${key}`, {
    moderator,
    user,
    post,
    until: entry.expires_at ? formatDate(entry.expires_at) : '',
    interpolation: { escapeValue: false },
  });
  return entry.reason
    ? t('mods.log.because', { what, reason: entry.reason, interpolation: { escapeValue: false } })
    : what;
}
