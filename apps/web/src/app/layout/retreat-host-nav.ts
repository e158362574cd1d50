import type { TFunction } from 'i18next';
import { paths } from '../../shared/lib/paths';

export interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /**
   * Whether the item is the page shown (true), or leads the part of the area the page belongs to
   * ('section'), when the path alone cannot tell (a tab of the same page, a section's sub-pages).
   */
  current?: boolean | 'section';
  /** The pages of the item's section, shown under the navigation while the person is in it. */
  children?: NavItem[];
}

const INQUIRIES = 'inquiries';

/**
 * The navigation a retreat representative sees instead of the normal one: dashboard and profile,
 * then one item for each part of their work (retreats, journeys, temples). The part the page
 * belongs to shows its other pages in a second row (new retreat, bookings, inquiries…), so the
 * header stays one line of five items plus that row whatever the language, instead of eleven.
 */
export function retreatHostNav(
  to: (path: string) => string,
  t: TFunction<'common'>,
  location: { pathname: string; search: string },
): NavItem[] {
  const here = location.pathname;
  const under = (base: string) => new RegExp(`^${base}/\\d+/`).test(here);
  const section = (own: boolean, pages: NavItem[]): Pick<NavItem, 'current' | 'children'> => {
    const inside = own || pages.some((page) => page.current || here === page.to.split('?')[0]);
    return { current: own ? true : inside ? 'section' : false, ...(inside ? { children: pages } : {}) };
  };

  // Retreats: My Retreats stays lit on a retreat's own pages (edit, packages, availability).
  const retreats = to(paths.creatorRetreats());
  const bookings = to(paths.creatorRetreatBookings());
  const onBookings = here === bookings;
  const inquiries = new URLSearchParams(location.search).get('tab') === INQUIRIES;
  const retreatPages: NavItem[] = [
    { to: to(paths.creatorRetreatNew()), label: t('nav.new_retreat'), end: true },
    { to: bookings, label: t('nav.retreat_bookings'), current: onBookings && !inquiries },
    { to: `${bookings}?tab=${INQUIRIES}`, label: t('nav.inquiries'), current: onBookings && inquiries },
  ];

  // Journey organisers are retreat representatives too: My Journeys stays lit on a journey's own pages.
  const journeys = to(paths.creatorJourneys());
  const journeyPages: NavItem[] = [
    { to: to(paths.creatorJourneyBookings()), label: t('nav.journey_bookings'), end: true },
    { to: to(paths.creatorJourneyInterests()), label: t('nav.journey_interests'), end: true },
  ];

  // Temple staff act from the same account type: their temples (lit on a temple's page too) and bookings.
  const temples = to(paths.creatorTemples());
  const templePages: NavItem[] = [{ to: to(paths.creatorPoojaBookings()), label: t('nav.pooja_bookings'), end: true }];

  return [
    { to: to(paths.creator()), label: t('nav.host_dashboard'), end: true },
    { to: to(paths.retreatProfile()), label: t('nav.host_profile') },
    { to: retreats, label: t('nav.my_retreats'), ...section(here === retreats || under(retreats), retreatPages) },
    {
      to: journeys,
      label: t('nav.my_journeys'),
      ...section(here === journeys || here === to(paths.creatorJourneyNew()) || under(journeys), journeyPages),
    },
    {
      to: temples,
      label: t('nav.temples'),
      ...section(here === temples || here.startsWith(`${temples}/`), templePages),
    },
  ];
}
