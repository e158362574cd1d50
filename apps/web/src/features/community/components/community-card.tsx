import type { Community } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { FollowButton } from './follow-button';
import styles from './community.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** A community in a list: name, description, followers and posts, tags, Follow. */
export function CommunityCard({
  community,
  preview = false,
  heading = 'h3',
}: {
  community: Community;
  preview?: boolean;
  /** The level under the page's headings: h2 when the list sits right under the h1. */
  heading?: 'h2' | 'h3';
}) {
  const { t, i18n } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const number = numberFormat(i18n.resolvedLanguage);
  const Heading = heading;
  return (
    <article className={styles.card}>
      <Heading>
        {preview ? (
          community.name || t('create.preview_name')
        ) : (
          <Link to={localize(lang, paths.communityPosts(community.slug))}>{community.name}</Link>
        )}
      </Heading>
      <p className={styles.text}>{community.description || t('empty.no_description')}</p>
      {community.tags.length ? (
        <ul className={styles.tags} aria-label={t('community.tags')}>
          {community.tags.map((tag, i) => (
            <li key={tag} className={styles.chip}>
              #{community.tag_names[i] ?? tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardFooter}>
        <p className={styles.meta}>
          {t('community.followers', {
            count: community.follower_count,
            formatted: number.format(community.follower_count),
          })}
          {' · '}
          {t('community.posts', { count: community.post_count, formatted: number.format(community.post_count) })}
        </p>
        {preview ? null : <FollowButton community={community} />}
      </div>
    </article>
  );
}
