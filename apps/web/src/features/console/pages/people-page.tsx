import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { personListQuery } from '../api';
import { ConsolePage } from '../components/console-page';
import { PagedResults } from '../components/paged-results';
import { SearchField } from '../components/search-field';
import styles from '../components/console.module.css';

/** `admin/people`: find an account by name, username or email, and open its page. */
export function Component() {
  const { t, i18n } = useTranslation(['console', 'common']);
  const { lang = 'en' } = useParams();
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const list = useInfiniteQuery(personListQuery(q));
  const date = (iso: string) =>
    dateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <ConsolePage title={t('common:pages.admin_people')} lead={t('people.lead')}>
      <div className={styles.toolbar}>
        <SearchField label={t('people.search')} value={typed} onChange={setTyped} />
      </div>
      <PagedResults list={list} empty={t('people.empty')} itemKey={(person) => person.id}>
        {(person) => (
          <div className={styles.itemBody}>
            <h2>
              <Link to={localize(lang, paths.consolePerson(person.id))}>{person.display_name || person.username}</Link>{' '}
              <span className={styles.meta}>@{person.username}</span>
            </h2>
            <div className={styles.badges}>
              <span className={styles.badge}>{t(`people.roles.${person.role}`)}</span>
              {person.banned ? (
                <span className={`${styles.badge} ${styles.badgeBad}`}>{t('people.banned')}</span>
              ) : null}
            </div>
            <p className={styles.meta}>
              {person.email} · {t('people.joined', { date: date(person.joined) })}
            </p>
          </div>
        )}
      </PagedResults>
    </ConsolePage>
  );
}
