import type { TFunction } from 'i18next';
import { paths } from '../../shared/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** Whether the item is the page shown, when the path alone cannot tell (a tab of the same page). */
  current?: boolean;
}

const INQUIRIES = 'inquiries';

/**
 * The navigation a retreat representative sees instead of the normal one: dashboard, profile,
 * retreats, new retreat, bookings and inquiries (a tab of the bookings page, told apart by ?tab); the
 * temple staff's temples and pooja bookings.
 */
export function retreatHostNav(
  to: (path: string) => string,
  t: TFunction<'common'>,
  location: { pathname: string; search: string },
): NavItem[] {
  const retreats = to(paths.creatorRetreats());
  const bookings = to(paths.creatorRetreatBookings());
  const onBookings = location.pathname === bookings;
  const inquiries = new URLSearchParams(location.search).get('tab') === INQUIRIES;
  // My Retreats stays lit on a retreat's own pages (edit, packages, availability).
  const onRetreats = location.pathname === retreats || new RegExp(`^${retreats}/\\d+/`).test(location.pathname);
  const journeys = to(paths.creatorJourneys());
  const onJourneys =
    location.pathname === journeys ||
    location.pathname === to(paths.creatorJourneyNew()) ||
    new RegExp(`^${journeys}/\\d+/`).test(location.pathname);
  return [
    { to: to(paths.creator()), label: t('nav.host_dashboard'), end: true },
    { to: to(paths.retreatProfile()), label: t('nav.host_profile') },
    { to: retreats, label: t('nav.my_retreats'), current: onRetreats },
    { to: to(paths.creatorRetreatNew()), label: t('nav.new_retreat'), end: true },
    { to: bookings, label: t('nav.retreat_bookings'), current: onBookings && !inquiries },
    { to: `${bookings}?tab=${INQUIRIES}`, label: t('nav.inquiries'), current: onBookings && inquiries },
    // Journey organisers are retreat representatives too: My Journeys stays lit on a journey's own pages.
    { to: journeys, label: t('nav.my_journeys'), current: onJourneys },
    { to: to(paths.creatorJourneyBookings()), label: t('nav.journey_bookings'), end: true },
    { to: to(paths.creatorJourneyInterests()), label: t('nav.journey_interests'), end: true },
    // Temple staff act from the same account type: their temples (lit on a temple's page too) and bookings.
    { to: to(paths.creatorTemples()), label: t('nav.temples') },
    { to: to(paths.creatorPoojaBookings()), label: t('nav.pooja_bookings'), end: true },
  ];
}
