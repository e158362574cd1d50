import type { Community } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { moderatorsQuery } from '../api';
import { AuthorLink } from './author-link';
import styles from './community.module.css';

/** Who moderates the community, each linked to their profile, and its public moderation log (issue 26). */
export function CommunityModerators({ community }: { community: Community }) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  const moderators = useQuery(moderatorsQuery(community.id));
  const names = moderators.data?.results ?? [];
  return (
    <>
      <h3>{t('mods.moderators')}</h3>
      {names.length ? (
        <ul className={styles.chips}>
          {names.map((m) => (
            <li key={m.username} className={styles.chip}>
              <AuthorLink username={m.username} />
            </li>
          ))}
        </ul>
      ) : null}
      <p>
        <Link to={localize(lang, paths.communityModlog(community.slug))}>{t('mods.modlog')}</Link>
      </p>
    </>
  );
}
