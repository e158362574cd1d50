import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';

/**
 * An author's name, linked to their public profile; an author whose account is gone has no link.
 * Inside a sentence (`<author>` of a `Trans`), it shows the name itself, whatever the sentence holds.
 */
export function AuthorLink({ username }: { username: string | null | undefined }) {
  const { t } = useTranslation('community');
  const { lang = 'en' } = useParams();
  if (!username) return <>{t('empty.unknown')}</>;
  return <Link to={localize(lang, paths.person(username))}>{username}</Link>;
}
