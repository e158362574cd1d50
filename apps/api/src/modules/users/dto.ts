import type { CreatorProfile, User } from '@sangam/contracts';
import type { CreatorProfileRow, UserRow, UserWithProfile } from './queries';

/** The user as the API shows it (spec section 3: id, email, role, profile…). */
export function toUserDto(user: UserRow, profile: CreatorProfileRow | null): User {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    creator_type: profile?.creatorType ?? null,
    display_name: user.displayName,
    preferred_language: user.preferredLanguage,
    content_languages: user.contentLanguages,
    time_zone: user.timeZone,
    city: user.city,
    karma: user.karma,
    email_verified: user.emailVerifiedAt !== null,
    date_joined: user.createdAt.toISOString(),
  };
}

/** GET creators/profile/: the common profile and the block of the creator's own type. */
export function toCreatorProfileDto({ user, profile }: UserWithProfile): CreatorProfile | null {
  if (user.role !== 'creator' || !profile) return null;
  const block = { headline: profile.headline, bio: profile.bio };
  return {
    user: toUserDto(user, profile),
    profile: block,
    type: profile.creatorType,
    creator_type: profile.creatorType,
    tutor: profile.creatorType === 'tutor' ? block : null,
    retreat_rep: profile.creatorType === 'retreat_rep' ? block : null,
    mentor: profile.creatorType === 'mentor' ? block : null,
  };
}
