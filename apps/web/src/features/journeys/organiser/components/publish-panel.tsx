import type { CreatorJourney } from '@sangam/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { describeOrganiserError } from '../messages';
import { usePublishJourney } from './use-publish-journey';
import creator from '../../../../shared/ui/creator.module.css';

/** Under the departures: publish a draft from here (with the API's reason when it cannot be), or see it live. */
export function PublishPanel({ journey, hasDepartures }: { journey: CreatorJourney; hasDepartures: boolean }) {
  const { t } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  const to = (path: string) => localize(lang, path);
  const publishing = usePublishJourney(journey);
  const publish = () =>
    publishing.mutate(true, { onSuccess: () => toast.success(t('list.published_toast', { title: journey.title })) });
  const described = publishing.isError ? describeOrganiserError(publishing.error, 'action') : null;
  const problem = described ? (Object.values(described.fields)[0] ?? described.form) : null;
  const busy = publishing.isPending;

  return (
    <section className={creator.card} aria-labelledby="journey-publish">
      <h2 id="journey-publish">{journey.published ? t('publish.live_title') : t('publish.title')}</h2>
      <p>
        {journey.published
          ? t('publish.live_text')
          : hasDepartures
            ? t('publish.text')
            : t('publish.text_no_departures')}
      </p>
      {problem ? (
        <FormMessage kind="error">
          {problem} <Link to={to(paths.creatorJourneyEdit(journey.id))}>{t('publish.to_details')}</Link>
        </FormMessage>
      ) : null}
      <div className={creator.cardActions}>
        {journey.published ? (
          <Link className="button button-secondary" to={to(paths.journey(journey.slug))}>
            {t('list.view')}
          </Link>
        ) : (
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={publish}>
            {t('list.publish')}
          </button>
        )}
        <Link to={to(paths.creatorJourneys())}>{t('steps.all')}</Link>
      </div>
    </section>
  );
}
