import type { AuditEntry } from '@sangam/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { describeApiError } from '../../../shared/api/error-messages';
import { dateTimeFormat } from '../../../shared/lib/intl-format';
import { localize, paths } from '../../../shared/lib/paths';
import { useDebounced } from '../../../shared/lib/use-debounced';
import { FormMessage, TextField } from '../../../shared/ui/form';
import { LoadMore } from '../../../shared/ui/load-more';
import { Skeleton } from '../../../shared/ui/skeleton';
import { auditListQuery } from '../api';
import { fieldChanges } from '../audit-change';
import { ConsolePage } from '../components/console-page';
import styles from '../components/console.module.css';

/** `admin/audit`: every console action, newest first, by action or by who took it. */
export function Component() {
  const { t } = useTranslation(['console', 'common']);
  const [action, setAction] = useState('');
  const [actor, setActor] = useState('');
  const filters = useDebounced({ action: action.trim(), actor: actor.trim().replace(/^@/, '') });
  const list = useInfiniteQuery(auditListQuery(filters));
  const entries = list.data?.pages.flatMap((page) => page.results) ?? [];

  return (
    <ConsolePage title={t('common:pages.admin_audit')} lead={t('audit.lead')}>
      <div className={styles.toolbar}>
        <TextField
          label={t('audit.action')}
          hint={t('audit.action_hint')}
          value={action}
          maxLength={40}
          spellCheck={false}
          onChange={(event) => setAction(event.target.value)}
        />
        <TextField
          label={t('audit.actor')}
          value={actor}
          maxLength={30}
          spellCheck={false}
          autoComplete="off"
          onChange={(event) => setActor(event.target.value)}
        />
      </div>
      {list.isPending ? <Skeleton lines={8} label={t('common:loading')} /> : null}
      {list.isError ? (
        <FormMessage kind="error">{describeApiError(list.error).form ?? t('load_failed')}</FormMessage>
      ) : null}
      {list.isSuccess && entries.length === 0 ? <p className={styles.empty}>{t('audit.empty')}</p> : null}
      {entries.length ? (
        <>
          {/* A table wider than a phone scrolls sideways: the keyboard reaches it to scroll it too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <div className={styles.tableWrap} role="region" aria-labelledby="audit-caption" tabIndex={0}>
            <table className={styles.table}>
              <caption id="audit-caption" className="visually-hidden">
                {t('audit.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('audit.when')}</th>
                  <th scope="col">{t('audit.who')}</th>
                  <th scope="col">{t('audit.what')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.change')}</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore list={list} />
        </>
      ) : null}
    </ConsolePage>
  );
}

function AuditRow({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation('console');
  const { lang = 'en' } = useParams();
  const when = dateTimeFormat(i18n.resolvedLanguage ?? lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(entry.created_at),
  );
  const changes = fieldChanges(entry.before, entry.after);
  const person = entry.target_type === 'person' || entry.target_type === 'user';
  const target = `${entry.target_type} #${entry.target_id}`;
  return (
    <tr>
      <td>
        <time dateTime={entry.created_at}>{when}</time>
      </td>
      <td>{entry.actor ? `@${entry.actor.username}` : t('audit.nobody')}</td>
      <td>
        <code>{entry.action}</code>
      </td>
      <td>{person ? <Link to={localize(lang, paths.consolePerson(entry.target_id))}>{target}</Link> : target}</td>
      <td>
        {changes.length ? (
          <ul className={styles.change}>
            {changes.map((change) => (
              <li key={change.field}>
                <code>{change.field}</code>: {change.before || '∅'} → {change.after || '∅'}
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.meta}>{t('audit.unchanged')}</span>
        )}
      </td>
    </tr>
  );
}
