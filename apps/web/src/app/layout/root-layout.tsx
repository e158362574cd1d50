import { isLanguage } from '@sangam/contracts';
import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useNavigate, useNavigation, useParams } from 'react-router';
import { VerifyEmailBanner } from '../../features/auth';
import { onSessionEnded } from '../../shared/api/http-client';
import { i18n } from '../../shared/i18n/i18n';
import { historyEntryKey } from '../../shared/lib/history-entry-key';
import { localize, paths } from '../../shared/lib/paths';
import { toast } from '../../shared/ui/toast/toast-store';
import { Skeleton } from '../../shared/ui/skeleton';
import { ToastHost } from '../../shared/ui/toast/toast-host';
import { DocumentTitle } from './document-title';
import { useTrackViews } from './use-track-views';
import { Footer } from './footer';
import { Header } from './header';
import { ScreenRendered } from './screen-rendered';
import styles from './layout.module.css';

/** The frame of every screen: header, main content, footer, toasts. */
export function RootLayout() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  useSendToLoginWhenSessionEnds();
  useTrackViews();
  return (
    <div className={styles.app}>
      <a className="skip-link" href="#main">
        {t('nav.skip_to_content')}
      </a>
      <DocumentTitle />
      <Header />
      <VerifyEmailBanner />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Inside main (it is the main content that is loading): all content sits in a landmark. */}
        {navigation.state === 'loading' ? (
          <div className={styles.progress} role="progressbar" aria-label={t('loading')} />
        ) : null}
        {/* A screen whose translations are still arriving shows a skeleton, never keys. */}
        <Suspense fallback={<Skeleton label={t('loading')} />}>
          <Outlet />
          <ScreenRendered />
        </Suspense>
      </main>
      <Footer />
      <ToastHost />
      <ScrollRestoration getKey={historyEntryKey} />
    </div>
  );
}

/**
 * A session that cannot be refreshed ends on the spot (spec section 4): the person is told and
 * sent to log in, coming back to this page after.
 */
function useSendToLoginWhenSessionEnds() {
  const navigate = useNavigate();
  const location = useLocation();
  const { lang } = useParams();
  useEffect(
    () =>
      onSessionEnded(() => {
        // The page that was open may not have read the account texts yet (the login page will).
        void i18n.loadNamespaces('auth').then(() => toast.info(i18n.t('auth:session_ended')));
        const here = `${location.pathname}${location.search}`;
        void navigate(localize(isLanguage(lang) ? lang : 'en', paths.login(here)), { replace: true });
      }),
    [navigate, location.pathname, location.search, lang],
  );
}
