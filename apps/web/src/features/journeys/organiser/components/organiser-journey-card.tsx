import type { CreatorJourney } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '../../../../shared/api/http-client';
import { localize, paths } from '../../../../shared/lib/paths';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { PublishableCardFoot, PublishedBadge, type PublishProblem } from '../../../creator';
import { formatMoney, formatNumber } from '../../../creator';
import { describeOrganiserError, organiserMessageKey } from '../messages';
import { usePublishJourney } from './use-publish-journey';
import creator from '../../../../shared/ui/creator.module.css';
import host from '../../../../shared/ui/host-forms.module.css';
import styles from '../journey-organiser.module.css';

/** Whether a failed publish was about the itinerary, which the edit page fixes. */
const aboutItinerary = (error: unknown) =>
  error instanceof ApiError &&
  Object.values(error.fieldErrors)
    .flat()
    .some((text) => {
      const key = organiserMessageKey(text);
      return key === 'itineraryRequired' || key === 'itineraryDays';
    });

/** One of the organiser's journeys: draft or published, what is booked on it, its pages and publish. */
export function OrganiserJourneyCard({ journey }: { journey: CreatorJourney }) {
  const { t, i18n } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  const language = i18n.resolvedLanguage ?? lang;
  const to = (path: string) => localize(lang, path);
  const named = { title: journey.title };
  const errorId = `journey-${journey.id}-problem`;
  const { upcoming } = journey;

  const publishing = usePublishJourney(journey);
  // A refusal stays in the mutation's state (shown below), so the promise's failure needs nothing more.
  const toggle = () =>
    publishing.mutateAsync(!journey.published).then(
      () => {
        toast.success(journey.published ? t('list.unpublished_toast', named) : t('list.published_toast', named));
      },
      () => undefined,
    );
  const failure = publishing.isError ? describeOrganiserError(publishing.error, 'action') : null;
  const problem: PublishProblem | null = failure
    ? {
        text: Object.values(failure.fields)[0] ?? failure.form ?? t('errors.action'),
        fix: aboutItinerary(publishing.error)
          ? { to: to(paths.creatorJourneyEdit(journey.id)), text: t('list.add_itinerary') }
          : undefined,
      }
    : null;
  const busy = publishing.isPending;

  return (
    <li className={creator.card}>
      <h3 lang={journey.content_language}>{journey.title}</h3>
      <div className={creator.badges}>
        <PublishedBadge ns="journey-organiser" published={journey.published} />
        {upcoming.departures === 0 ? (
          <span className={`${creator.badge} ${creator.badgeWarn}`}>{t('list.no_departures')}</span>
        ) : null}
        {journey.itinerary.length === 0 ? (
          <span className={`${creator.badge} ${creator.badgeWarn}`}>{t('list.no_itinerary')}</span>
        ) : null}
      </div>
      <ul className={creator.facts}>
        {journey.region || journey.start_place ? (
          <li lang={journey.content_language}>{[journey.region, journey.start_place].filter(Boolean).join(' · ')}</li>
        ) : null}
        <li>{t('list.days', { count: journey.duration_days })}</li>
        <li>{t('list.price', { price: formatMoney(journey.price_minor, journey.currency, language) })}</li>
      </ul>
      <dl className={`${host.details} ${styles.figures}`}>
        <div>
          <dt>{t('list.coming_departures')}</dt>
          <dd>{formatNumber(upcoming.departures, language)}</dd>
        </div>
        <div>
          <dt>{t('list.places_booked')}</dt>
          <dd>{formatNumber(upcoming.seats_taken, language)}</dd>
        </div>
        <div>
          <dt>{t('list.bookings')}</dt>
          <dd>{formatNumber(upcoming.bookings, language)}</dd>
        </div>
        <div>
          <dt>{t('list.interests')}</dt>
          <dd>{formatNumber(upcoming.interests, language)}</dd>
        </div>
      </dl>
      <PublishableCardFoot
        ns="journey-organiser"
        item={journey}
        publishing={{ busy, problem, toggle }}
        problemId={errorId}
        edit={to(paths.creatorJourneyEdit(journey.id))}
        pages={{
          departures: to(paths.creatorJourneyDepartures(journey.id)),
          bookings: `${to(paths.creatorJourneyBookings())}?journey=${journey.id}`,
          interests:
            upcoming.interests > 0 ? `${to(paths.creatorJourneyInterests())}?journey=${journey.id}` : undefined,
        }}
        view={to(paths.journey(journey.slug))}
      />
    </li>
  );
}
