import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { isLanguage } from '@sangam/contracts';
import { localize } from '../../shared/lib/paths';
import { PageFrame } from '../../shared/ui/page-frame';
import { ChunkLoadError } from '../lazy-page';
import styles from './layout.module.css';

/**
 * What a screen shows when it cannot: a chunk that did not load (offline, new deploy, 120 s
 * time-out) offers a reload; anything else an apology with a retry. Never a white page.
 */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation();
  const error = useRouteError();
  const { lang } = useParams();
  const home = localize(isLanguage(lang) ? lang : 'en', '');
  const chunk = error instanceof ChunkLoadError;
  if (!chunk && !isRouteErrorResponse(error)) console.error(error);

  const content = (
    <PageFrame title={chunk ? t('errors.chunk_title') : t('errors.generic_title')}>
      <p>{chunk ? (error.timedOut ? t('errors.chunk_timeout') : t('errors.chunk_body')) : t('errors.generic_body')}</p>
      <div className={styles.actions}>
        {/* A failed module import is cached by the browser, so only a reload fetches it again. */}
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {t('errors.retry')}
        </button>
        <Link className="button button-secondary" to={home} reloadDocument={standalone}>
          {t('errors.home')}
        </Link>
      </div>
    </PageFrame>
  );
  return standalone ? <div className={styles.app}>{content}</div> : content;
}
