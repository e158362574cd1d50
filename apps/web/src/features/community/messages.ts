import { COMMUNITY_ERROR_CODES, CONSOLE_ERROR_CODES } from '@sangam/contracts';
import { ApiError } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';

/** The fallbacks of spec section 8, by the call that failed. */
export type Failure =
  | 'follow'
  | 'unfollow'
  | 'upvote'
  | 'downvote'
  | 'create_post'
  | 'post_comment'
  | 'submit_report'
  | 'create_community'
  | 'save_community'
  | 'load_community'
  | 'load_post'
  | 'load_posts'
  | 'load_communities'
  | 'load_comments'
  | 'moderate'
  | 'edit_comment'
  | 'delete_comment'
  | 'edit_post'
  | 'delete_post'
  | 'block'
  | 'unblock'
  | 'load_person'
  | 'save'
  | 'unsave'
  | 'load_saved';

type KnownError =
  | 'name_taken'
  | 'karma_too_low'
  | 'post_locked'
  | 'already_reported'
  | 'blocked_by_author'
  | 'block_limit'
  | 'too_many_saved'
  | 'too_many_mentions';
const KNOWN: Record<string, `errors.${KnownError}`> = {
  [COMMUNITY_ERROR_CODES.nameTaken]: 'errors.name_taken',
  [COMMUNITY_ERROR_CODES.karmaTooLow]: 'errors.karma_too_low',
  [COMMUNITY_ERROR_CODES.postLocked]: 'errors.post_locked',
  [COMMUNITY_ERROR_CODES.alreadyReported]: 'errors.already_reported',
  [COMMUNITY_ERROR_CODES.blockedYou]: 'errors.blocked_by_author',
  [COMMUNITY_ERROR_CODES.blockLimit]: 'errors.block_limit',
  [COMMUNITY_ERROR_CODES.tooManySaved]: 'errors.too_many_saved',
  [COMMUNITY_ERROR_CODES.tooManyMentions]: 'errors.too_many_mentions',
};

/**
 * What a failed community call tells the person (spec section 8): the answer's own sentence when
 * it can be said in their language, else the call's fallback ('Failed to follow community.').
 * The API writes its sentences in English, so other languages get the translated fallback.
 */
export function failureMessage(error: unknown, failure: Failure): string {
  if (error instanceof ApiError) {
    // A site-wide ban (the console's 'banned'): in English the API's sentence names its reason and end.
    if (error.code === CONSOLE_ERROR_CODES.banned) {
      return i18n.resolvedLanguage === 'en' && error.detail
        ? error.detail
        : i18n.t('errors.banned', { ns: 'community' });
    }
    const known = KNOWN[error.code];
    if (known) return i18n.t(known, { ns: 'community' });
    if (error.status === 0) return i18n.t('common:api_errors.network');
    if (error.status === 429) return i18n.t('common:api_errors.rate_limited');
    if (error.status < 500 && error.detail && i18n.resolvedLanguage === 'en') return error.detail;
  }
  return i18n.t(`failures.${failure}`, { ns: 'community' });
}
