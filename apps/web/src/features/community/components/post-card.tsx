import type { Post } from '@sangam/contracts';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { AuthorLink } from './author-link';
import { EditHistory } from './edit-history';
import { PostTime } from './post-time';
import { RemovedNotice } from './removed-notice';
import { UserText } from './user-text';
import { PostMedia } from './post-media';
import { SaveButton } from './save-button';
import { VoteButtons } from './vote-buttons';
import styles from './community.module.css';
import { numberFormat } from '../../../shared/lib/intl-format';

/** In a list, a text longer than this (or of more lines) is cut to a few lines with a way to read on. */
const LIST_TEXT = { chars: 280, lines: 4 };

const isLong = (text: string) => text.length > LIST_TEXT.chars || text.split('\n').length > LIST_TEXT.lines;

/**
 * A post: title (a link to it in lists), community (in the feed), author and date, its 'edited'
 * mark, text with clickable links, media, tags, votes, Save and the comment count. A deleted post
 * keeps only its place: 'deleted' stands for its title, author and text.
 */
export function PostCard({
  post,
  showCommunity = false,
  heading = 'h2',
  linkTitle = true,
}: {
  post: Post;
  showCommunity?: boolean;
  /** null when the page's own heading is the title. */
  heading?: 'h2' | null;
  linkTitle?: boolean;
}) {
  const { t, i18n } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? 'en';
  const title = post.is_deleted ? t('post.deleted_title') : post.title;
  return (
    <article className={styles.card}>
      {post.is_pinned ? <span className={styles.pin}>{t('mods.pinned')}</span> : null}
      {heading ? <h2>{linkTitle ? <Link to={localize(lang, paths.post(post.id))}>{title}</Link> : title}</h2> : null}
      <p className={styles.meta}>
        {showCommunity ? (
          <>
            <Link to={localize(lang, paths.communityPosts(post.community))}>
              {post.community_name || t('empty.unknown_community')}
            </Link>
            {' · '}
          </>
        ) : null}
        {post.is_deleted ? null : (
          <>
            <Trans
              t={t}
              i18nKey="post.by"
              values={{ name: post.creator?.username ?? t('empty.unknown') }}
              components={{ author: <AuthorLink username={post.creator?.username} /> }}
            />
            {' · '}
          </>
        )}
        <PostTime iso={post.created_at} />
      </p>
      <EditHistory label={t('post.edited', { count: post.edit_history.length })} versions={post.edit_history} />
      {post.is_deleted ? <p className={styles.notice}>{t('post.deleted')}</p> : null}
      {post.is_removed ? <RemovedNotice notice={t('post.removed')} reason={post.removal_reason} /> : null}
      {post.is_locked ? <p className={styles.notice}>{t('post.locked')}</p> : null}
      {post.content && linkTitle && isLong(post.content) ? (
        <>
          <UserText html={post.content_html} className={styles.clamped} />
          <Link
            className={styles.more}
            to={localize(lang, paths.post(post.id))}
            aria-label={t('post.more_label', { title: post.title })}
          >
            {t('post.more')}
          </Link>
        </>
      ) : post.content ? (
        <UserText html={post.content_html} />
      ) : null}
      <PostMedia url={post.media_url} title={post.title} mediaTitle={post.media_title} />
      {post.tags.length ? (
        <ul className={styles.tags} aria-label={t('community.tags')}>
          {post.tags.map((tag) => (
            <li key={tag} className={styles.chip}>
              #{tag}
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.cardFooter}>
        <div className={styles.row}>
          {post.is_deleted ? null : <VoteButtons kind="posts" item={post} />}
          {/* A removed or deleted post cannot be saved; one saved before can still be let go. */}
          {(post.is_removed || post.is_deleted) && !post.saved ? null : <SaveButton kind="posts" item={post} />}
        </div>
        {linkTitle ? (
          <Link to={localize(lang, paths.post(post.id))}>
            {t('post.comments', {
              count: post.comment_count,
              formatted: numberFormat(language).format(post.comment_count),
            })}
          </Link>
        ) : (
          <span className={styles.meta}>
            {t('post.comments', {
              count: post.comment_count,
              formatted: numberFormat(language).format(post.comment_count),
            })}
          </span>
        )}
      </div>
    </article>
  );
}
