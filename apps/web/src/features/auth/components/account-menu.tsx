import { isConsoleRole, isLanguage, type Language } from '@sangam/contracts';
import { useMutation } from '@tanstack/react-query';
import { Suspense, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { isAuthenticated, useSession, type SessionUser } from '../../../shared/session/session-store';
import { toast } from '../../../shared/ui/toast/toast-store';
import { useCloseOnEscape, useCloseOnOutsidePress } from '../../../shared/ui/use-close-on-escape';
import { logout } from '../api';
import styles from './account-menu.module.css';

/**
 * The header's profile menu for a signed-in person; a Log in link for everyone else. The guest's link
 * reads only common texts, so a first visit does not wait for the account texts before it can paint.
 */
export function AccountMenu({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const session = useSession();
  if (!isAuthenticated(session) || !session.user) {
    return (
      <Link className={`button ${className ?? ''}`} to={localize(lang, paths.login())}>
        {t('nav.login')}
      </Link>
    );
  }
  // A session that starts in another tab can arrive before the account texts: the menu waits for them
  // on its own, without holding the whole header back.
  return (
    <Suspense fallback={null}>
      <SignedInMenu className={className} user={session.user} lang={lang} />
    </Suspense>
  );
}

function SignedInMenu({ className, user, lang }: { className?: string; user: SessionUser; lang: Language }) {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;

  const close = useCallback(() => setOpenOn(null), []);
  useCloseOnEscape(open, close, rootRef, triggerRef);
  useCloseOnOutsidePress(open, close, rootRef);

  const name = user.display_name || user.username;
  const isCreator = user.role === 'creator';

  // Logging out clears the session, so this menu is gone before the answer is handled: the
  // mutation's own onSuccess (not mutate's, which an unmounted caller loses) says so and leads home.
  const signOut = useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      toast.info(t('menu.logged_out'));
      await navigate(localize(lang, paths.home()));
    },
  });

  return (
    <div ref={rootRef} className={`${styles.root} ${className ?? ''}`}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('menu.label', { name })}
        onClick={() => setOpenOn(open ? null : location.pathname)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {name.slice(0, 1).toUpperCase()}
        </span>
        <span className={styles.name}>{t('common:nav.profile')}</span>
      </button>
      <ul id={`${id}-menu`} className={styles.menu} hidden={!open}>
        <li className={styles.who}>{name}</li>
        <li>
          <Link to={localize(lang, isCreator ? paths.creatorProfile() : paths.profile())}>
            {isCreator ? t('menu.creator_profile') : t('menu.profile')}
          </Link>
        </li>
        <li>
          <Link to={localize(lang, paths.myBookings())}>{t('menu.my_bookings')}</Link>
        </li>
        {isConsoleRole(user.role) ? (
          <li>
            <Link to={localize(lang, paths.console())}>{t('menu.console')}</Link>
          </li>
        ) : null}
        <li>
          <button
            type="button"
            onClick={() => {
              setOpenOn(null);
              signOut.mutate();
            }}
          >
            {t('actions.logout')}
          </button>
        </li>
      </ul>
    </div>
  );
}
