import { isLanguage } from '@sangam/contracts';
import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useParams } from 'react-router';
import { AccountMenu } from '../../features/auth';
import { appConfig } from '../../shared/lib/app-config';
import { localize, paths } from '../../shared/lib/paths';
import { practiceEntry } from '../../shared/session/destinations';
import { isAuthenticated, useSession } from '../../shared/session/session-store';
import { useCloseOnEscape } from '../../shared/ui/use-close-on-escape';
import { BrandMark } from './brand-mark';
import { track } from '../../shared/tracking';
import { LanguageSwitcher } from './language-switcher';
import { moreAreas, MoreAreasMenu } from './more-areas';
import { retreatHostNav, type NavItem } from './retreat-host-nav';
import styles from './header.module.css';

/**
 * The bell is a signed-in person's only: loaded when one is there, so a guest's page (whose bytes
 * the first-visit budget counts) never fetches its code or its texts.
 */
const NotificationBell = lazy(() =>
  import('../../features/notifications/components/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

export function Header() {
  const { t } = useTranslation();
  const { lang: rawLang } = useParams();
  const lang = isLanguage(rawLang) ? rawLang : 'en';
  const session = useSession();
  const location = useLocation();
  // The mobile menu is open for the page it was opened on: going to another page closes it.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenOn(open ? location.pathname : null);
  const creatorType = isAuthenticated(session) && session.user?.role === 'creator' ? session.user.creator_type : null;
  const isTutor = creatorType === 'tutor';
  const isCreatorNav = isTutor || creatorType === 'retreat_rep';

  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const mobileNavRef = useRef<HTMLElement>(null);
  const closeMenu = useCallback(() => setMenuOpenOn(null), []);
  useCloseOnEscape(menuOpen, closeMenu, mobileNavRef, menuButtonRef);

  const to = (path: string) => localize(lang, path);
  const practice = practiceEntry(session);

  // A tutor sees the creator navigation instead of the normal one (spec section 2), a retreat
  // representative the retreat host's.
  const items: NavItem[] = isTutor
    ? [
        { to: to(paths.creator()), label: t('nav.creator_dashboard'), end: true },
        { to: to(paths.creatorProfile()), label: t('nav.creator_profile') },
        { to: to(paths.creatorAvailability()), label: t('nav.availability') },
        { to: to(paths.creatorClasses()), label: t('nav.my_classes') },
        { to: to(paths.creatorBookings()), label: t('nav.class_bookings') },
      ]
    : creatorType === 'retreat_rep'
      ? retreatHostNav(to, t, location)
      : [
          { to: to(paths.home()), label: t('nav.home'), end: true },
          { to: to(paths.videos()), label: t('nav.videos') },
          { to: to(practice.path), label: t(`nav.${practice.label}`) },
          { to: to(paths.retreats()), label: t('nav.retreats') },
          { to: to(paths.community()), label: t('nav.community') },
        ];

  // Past the first five, the other areas sit under "More" (a person's normal navigation only).
  const more = isCreatorNav ? [] : moreAreas(to, t);

  // The creator navigation replaces the normal one, so it keeps a way back to the site's main areas.
  const areas: NavItem[] = isCreatorNav
    ? [
        { to: to(paths.videos()), label: t('nav.videos') },
        { to: to(practice.path), label: t(`nav.${practice.label}`) },
        { to: to(paths.community()), label: t('nav.community') },
      ]
    : [];

  const section = items.find((item) => item.children);
  const desktopClick = (item: NavItem) => track('navigation_click', { target: item.to, place: 'header' });
  const mobileClick = (item: NavItem) => {
    track('navigation_click', { target: item.to, place: 'mobile_menu' });
    // A tab of the same page (Inquiries) keeps the path: close the menu all the same.
    setMenuOpenOn(null);
  };

  return (
    <header className={styles.header}>
      <div className={isCreatorNav ? `${styles.bar} ${styles.creatorBar}` : styles.bar}>
        <Link
          to={to(paths.home())}
          className={styles.brand}
          aria-label={t('nav.home_link', { label: appConfig.label })}
        >
          <BrandMark />
          <span className={styles.brandName}>{appConfig.label}</span>
        </Link>
        <nav className={styles.desktopNav} aria-label={isCreatorNav ? t('nav.creator') : t('nav.main')}>
          <ul>
            <HeaderLinks items={items} className={styles.link} onClick={desktopClick} />
            {more.length > 0 ? <MoreAreasMenu items={more} /> : null}
          </ul>
          {areas.length ? (
            <nav className={styles.areas} aria-label={t('nav.areas')}>
              <ul>
                <HeaderLinks items={areas} className={styles.subLink} onClick={desktopClick} />
              </ul>
            </nav>
          ) : null}
          {/* The other pages of the section the page belongs to, in a row of their own. */}
          {section?.children ? (
            <ul className={styles.subNav}>
              <HeaderLinks items={section.children} className={styles.subLink} onClick={desktopClick} />
            </ul>
          ) : null}
        </nav>
        <div className={styles.tools}>
          <LanguageSwitcher className={styles.language} />
          {isAuthenticated(session) ? (
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          ) : null}
          <AccountMenu className={styles.desktopOnly} />
          <button
            ref={menuButtonRef}
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.menu_close') : t('nav.menu_open')}
            onClick={() => setMenuOpen(!menuOpen)}
          >
            <span className={styles.menuIcon} aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav
        ref={mobileNavRef}
        id="mobile-menu"
        className={styles.mobileNav}
        hidden={!menuOpen}
        aria-label={isCreatorNav ? t('nav.creator') : t('nav.main')}
      >
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <HeaderLink item={item} className={styles.mobileLink} onClick={() => mobileClick(item)} />
              {item.children ? (
                <ul className={styles.mobileSubNav}>
                  <HeaderLinks items={item.children} className={styles.mobileLink} onClick={mobileClick} />
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        {more.length > 0 ? (
          <>
            <p id="mobile-menu-more" className={styles.mobileGroup}>
              {t('nav.more')}
            </p>
            <ul aria-labelledby="mobile-menu-more">
              <HeaderLinks items={more} className={styles.mobileLink} onClick={mobileClick} />
            </ul>
          </>
        ) : null}
        {areas.length ? (
          <nav aria-labelledby="mobile-areas-title">
            <p id="mobile-areas-title" className={styles.mobileGroup}>
              {t('nav.areas')}
            </p>
            <ul>
              <HeaderLinks items={areas} className={styles.mobileLink} onClick={mobileClick} />
            </ul>
          </nav>
        ) : null}
        <LanguageSwitcher className={styles.mobileLanguage} />
        <AccountMenu className={styles.mobileAccount} />
      </nav>
    </header>
  );
}

/** The items of one list of the navigation, each a link. */
function HeaderLinks({
  items,
  className,
  onClick,
}: {
  items: NavItem[];
  className: string | undefined;
  onClick: (item: NavItem) => void;
}) {
  return items.map((item) => (
    <li key={item.to}>
      <HeaderLink item={item} className={className} onClick={() => onClick(item)} />
    </li>
  ));
}

/**
 * A link of the navigation: lit by its path, or by `current` when the path alone cannot tell; a
 * section's item is marked as where the page belongs (aria-current="true") on its other pages.
 */
function HeaderLink({ item, className, onClick }: { item: NavItem; className?: string; onClick: () => void }) {
  if (item.current === undefined)
    return (
      <NavLink to={item.to} end={item.end} className={className} onClick={onClick}>
        {item.label}
      </NavLink>
    );
  return (
    <Link
      to={item.to}
      className={className}
      aria-current={item.current === 'section' ? 'true' : item.current ? 'page' : undefined}
      onClick={onClick}
    >
      {item.label}
    </Link>
  );
}
