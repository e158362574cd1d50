import type { CreatorJourney } from '@sangam/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { organiserJourneysQuery } from '../api';
import { OrganiserJourneyCard } from '../components/organiser-journey-card';
import { OrganiserOnly } from '../components/organiser-only';
import { describeOrganiserError } from '../messages';
import { formatNumber, ItemsSection, QuickLinks } from '../../../creator';
import styles from '../../../../shared/ui/creator.module.css';
import organiser from '../journey-organiser.module.css';
import host from '../../../../shared/ui/host-forms.module.css';

/** The organiser's numbers, from the list itself: journeys, coming departures, places booked, interest. */
function Summary({ journeys }: { journeys: CreatorJourney[] | undefined }) {
  const { t, i18n } = useTranslation(['journey-organiser', 'common']);
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const sum = (pick: (j: CreatorJourney) => number) =>
    journeys
      ? formatNumber(
          journeys.reduce((n, j) => n + pick(j), 0),
          language,
        )
      : null;
  const figures = [
    {
      id: 'journeys',
      value: journeys ? formatNumber(journeys.length, language) : null,
      note: journeys ? t('summary.published', { count: journeys.filter((j) => j.published).length }) : '',
    },
    { id: 'departures', value: sum((j) => j.upcoming.departures), note: t('summary.departures_note') },
    { id: 'places', value: sum((j) => j.upcoming.seats_taken), note: t('summary.places_note') },
    { id: 'interests', value: sum((j) => j.upcoming.interests), note: '' },
  ] as const;
  return (
    <div className={organiser.summary} aria-busy={!journeys}>
      {journeys ? null : <span className="visually-hidden">{t('common:loading')}</span>}
      {figures.map((figure) => (
        <section key={figure.id} className={styles.card} aria-labelledby={`summary-${figure.id}`}>
          <h2 id={`summary-${figure.id}`}>{t(`summary.${figure.id}`)}</h2>
          <p className={styles.figure}>
            {/* The figure's height is held while loading, so nothing below moves when the numbers arrive. */}
            {figure.value ?? <span className={host.figurePlaceholder} aria-hidden="true" />}
          </p>
          <p className={styles.meta}>
            {figure.id === 'interests' ? (
              <Link to={localize(lang, paths.creatorJourneyInterests())}>{t('summary.see_interests')}</Link>
            ) : (
              figure.note || '\u00a0'
            )}
          </p>
        </section>
      ))}
    </div>
  );
}

function JourneyList() {
  const { t } = useTranslation(['journey-organiser', 'common']);
  const { lang = 'en' } = useParams();
  const journeys = useQuery(organiserJourneysQuery());
  const to = (path: string) => localize(lang, path);

  return (
    <div className={styles.sections}>
      <Summary journeys={journeys.data?.results} />
      <QuickLinks
        label={t('list.quick_links')}
        links={[
          { to: to(paths.creatorJourneyNew()), text: t('list.new_journey'), main: true },
          { to: to(paths.creatorJourneyBookings()), text: t('list.see_bookings') },
          { to: to(paths.creatorJourneyInterests()), text: t('list.see_interests') },
        ]}
      />
      <ItemsSection
        id="my-journeys"
        heading={t('common:pages.creator_journeys')}
        query={journeys}
        describeError={(error) => describeOrganiserError(error, 'load').form}
        empty={{
          text: t('list.empty'),
          hint: t('list.empty_hint'),
          action: { to: to(paths.creatorJourneyNew()), text: t('list.new_journey') },
        }}
      >
        {(journey) => <OrganiserJourneyCard key={journey.id} journey={journey} />}
      </ItemsSection>
    </div>
  );
}

/** `creator/journeys` (My Journeys): the organiser's journeys, drafts too, with what is booked on each. */
export function Component() {
  const { t } = useTranslation('journey-organiser');
  return (
    <PageFrame title={t('pages.creator_journeys', { ns: 'common' })} lead={t('list.lead')} wide>
      <OrganiserOnly>
        <JourneyList />
      </OrganiserOnly>
    </PageFrame>
  );
}
