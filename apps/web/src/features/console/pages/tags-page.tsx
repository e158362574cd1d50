import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeApiError } from '../../../shared/api/error-messages';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { FormMessage } from '../../../shared/ui/form';
import { Skeleton } from '../../../shared/ui/skeleton';
import { categoriesQuery, tagListQuery } from '../api';
import { ConsolePage } from '../components/console-page';
import { PagedResults } from '../components/paged-results';
import { SearchField } from '../components/search-field';
import { VocabularyItem } from '../components/vocabulary-item';
import styles from '../components/console.module.css';

/**
 * `admin/tags`: the vocabulary readers see in their language (issue 21): the video categories,
 * then the tags, searched by a name in any language and read a page at a time, each with its
 * names per language to edit.
 */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const [typed, setTyped] = useState('');
  const q = useDebounced(typed.trim());
  const tags = useInfiniteQuery(tagListQuery(q));
  const categories = useQuery(categoriesQuery());

  return (
    <ConsolePage title={t('common:pages.admin_tags')} lead={t('vocabulary.lead')}>
      <section className={styles.sections} aria-labelledby="vocabulary-categories">
        <h2 id="vocabulary-categories">{t('vocabulary.categories')}</h2>
        {categories.isPending ? (
          <Skeleton lines={4} label={t('common:loading')} />
        ) : categories.isError ? (
          <FormMessage kind="error">{describeApiError(categories.error).form ?? t('load_failed')}</FormMessage>
        ) : (
          <ul className={styles.list}>
            {categories.data.map((category) => (
              <li key={category.id} className={styles.item}>
                <VocabularyItem kind="category" item={category} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.sections} aria-labelledby="vocabulary-tags">
        <h2 id="vocabulary-tags">{t('vocabulary.tags')}</h2>
        <div className={styles.toolbar}>
          <SearchField label={t('vocabulary.search')} value={typed} onChange={setTyped} />
        </div>
        <PagedResults list={tags} empty={t('vocabulary.empty')} itemKey={(tag) => tag.id}>
          {(tag) => <VocabularyItem kind="tag" item={tag} />}
        </PagedResults>
      </section>
    </ConsolePage>
  );
}
