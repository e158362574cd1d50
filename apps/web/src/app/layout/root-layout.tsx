import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { Skeleton } from '../../shared/ui/skeleton';
import { ToastHost } from '../../shared/ui/toast/toast-host';
import { DocumentTitle } from './document-title';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';

/** The frame of every screen: header, main content, footer, toasts. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  return (
    <div className={styles.app}>
      <a className="skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      <DocumentTitle />
      {navigation.state === 'loading' ? (
        <div className={styles.progress} role="progressbar" aria-label={t('loading')} />
      ) : null}
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* A screen whose translations are still arriving shows a skeleton, never keys. */}
        <Suspense fallback={<Skeleton label={t('loading')} />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
      <ScrollRestoration />
    </div>
  );
}
