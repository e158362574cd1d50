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
  | 'load_saved'
  | BanFailure
  | ModsFailure;

/** The fallbacks of a community's bans (issue 26), under their own `bans` keys. */
type BanFailure = `bans.failures.${'ban' | 'unban' | 'load'}`;
/** The fallbacks of the moderators' pins, team and log (issue 26), under `mods`. */
type ModsFailure = `mods.failures.${'pin' | 'moderators' | 'load_modlog'}`;
const isOwnKey = (failure: Failure): failure is BanFailure | ModsFailure =>
  failure.startsWith('bans.') || failure.startsWith('mods.');

type KnownError =
  | 'name_taken'
  | 'karma_too_low'
  | 'post_locked'
  | 'already_reported'
  | 'blocked_by_author'
  | 'block_limit'
  | 'too_many_saved'
  | 'too_many_mentions';
type ModsError = 'too_many_pins' | 'pin_gone' | 'last_moderator' | 'creator_stays';
const KNOWN: Record<string, `errors.${KnownError}` | 'bans.errors.cannot_ban' | `mods.errors.${ModsError}`> = {
  [COMMUNITY_ERROR_CODES.nameTaken]: 'errors.name_taken',
  [COMMUNITY_ERROR_CODES.karmaTooLow]: 'errors.karma_too_low',
  [COMMUNITY_ERROR_CODES.postLocked]: 'errors.post_locked',
  [COMMUNITY_ERROR_CODES.alreadyReported]: 'errors.already_reported',
  [COMMUNITY_ERROR_CODES.blockedYou]: 'errors.blocked_by_author',
  [COMMUNITY_ERROR_CODES.blockLimit]: 'errors.block_limit',
  [COMMUNITY_ERROR_CODES.tooManySaved]: 'errors.too_many_saved',
  [COMMUNITY_ERROR_CODES.tooManyMentions]: 'errors.too_many_mentions',
  [COMMUNITY_ERROR_CODES.cannotBan]: 'bans.errors.cannot_ban',
  [COMMUNITY_ERROR_CODES.tooManyPins]: 'mods.errors.too_many_pins',
  [COMMUNITY_ERROR_CODES.pinGone]: 'mods.errors.pin_gone',
  [COMMUNITY_ERROR_CODES.lastModerator]: 'mods.errors.last_moderator',
  [COMMUNITY_ERROR_CODES.creatorStays]: 'mods.errors.creator_stays',
};

const BANS: Record<string, 'errors.banned' | 'bans.errors.banned_here'> = {
  [CONSOLE_ERROR_CODES.banned]: 'errors.banned',
  [COMMUNITY_ERROR_CODES.bannedFromCommunity]: 'bans.errors.banned_here',
};

/**
 * What a failed community call tells the person (spec section 8): the answer's own sentence when
 * it can be said in their language, else the call's fallback ('Failed to follow community.').
 * The API writes its sentences in English, so other languages get the translated fallback.
 */
export function failureMessage(error: unknown, failure: Failure): string {
  if (error instanceof ApiError) {
    // A site-wide ban (the console's 'banned') or a ban from this community: in English the API's
    // sentence names its reason and end; the community's page says them in every language.
    const ban = BANS[error.code];
    if (ban) return i18n.resolvedLanguage === 'en' && error.detail ? error.detail : i18n.t(ban, { ns: 'community' });
    const known = KNOWN[error.code];
    if (known) return i18n.t(known, { ns: 'community' });
    if (error.status === 0) return i18n.t('common:api_errors.network');
    if (error.status === 429) return i18n.t('common:api_errors.rate_limited');
    if (error.status < 500 && error.detail && i18n.resolvedLanguage === 'en') return error.detail;
  }
  return i18n.t(isOwnKey(failure) ? failure : `failures.${failure}`, { ns: 'community' });
}
