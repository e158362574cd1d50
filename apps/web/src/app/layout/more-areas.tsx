import type { TFunction } from 'i18next';
import { useCallback, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../shared/lib/paths';
import { track } from '../../shared/tracking';
import { useCloseOnEscape, useCloseOnOutsidePress } from '../../shared/ui/use-close-on-escape';
import type { NavItem } from './retreat-host-nav';
import styles from './header.module.css';

/** The areas past the header's first five (spec section 2 names those): every area is one click away. */
export function moreAreas(to: (path: string) => string, t: TFunction<'common'>): NavItem[] {
  return [
    { to: to(paths.classes()), label: t('pages.classes') },
    { to: to(paths.poojas()), label: t('pages.poojas') },
    { to: to(paths.travel()), label: t('pages.travel') },
    { to: to(paths.chanting()), label: t('pages.chanting') },
    { to: to(paths.darshan()), label: t('pages.darshan') },
  ];
}

/**
 * The desktop header's "More": a disclosure button whose list opens under it. It closes on a choice
 * (the page changes), Escape (focus back to the button), an outside click or when the focus leaves.
 */
export function MoreAreasMenu({ items }: { items: NavItem[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const id = useId();
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.pathname;
  const close = useCallback(() => setOpenOn(null), []);
  useCloseOnEscape(open, close, rootRef, buttonRef);
  useCloseOnOutsidePress(open, close, rootRef);

  const onBlur = (event: FocusEvent) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget as Node)) setOpenOn(null);
  };
  // The button is lit like a link while the page shown is one of its areas.
  const inside = items.some((item) => location.pathname === item.to || location.pathname.startsWith(`${item.to}/`));

  return (
    <li ref={rootRef} className={styles.more} onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        className={`${styles.link} ${styles.moreButton}`}
        data-current={inside || undefined}
        aria-expanded={open}
        aria-controls={`${id}-more`}
        onClick={() => setOpenOn(open ? null : location.pathname)}
      >
        {t('nav.more')}
        <span className={styles.chevron} aria-hidden="true" />
      </button>
      <ul id={`${id}-more`} className={styles.moreList} hidden={!open}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              className={styles.moreLink}
              onClick={() => {
                track('navigation_click', { target: item.to, place: 'header' });
                setOpenOn(null);
              }}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
