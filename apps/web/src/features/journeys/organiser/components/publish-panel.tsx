import type { CreatorJourney } from '@sangam/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { FormMessage } from '../../../../shared/ui/form';
import { toast } from '../../../../shared/ui/toast/toast-store';
import { usePublishToggle } from '../../../creator';
import { organiserJourneyQuery, refreshOrganiser, updateJourney } from '../api';
import { describeOrganiserError } from '../messages';
import creator from '../../../../shared/ui/creator.module.css';

/** Under the departures: publish a draft from here (with the API's reason when it cannot be), or see it live. */
export function PublishPanel({ journey, hasDepartures }: { journey: CreatorJourney; hasDepartures: boolean }) {
  const { t } = useTranslation('journey-organiser');
  const { lang = 'en' } = useParams();
  const client = useQueryClient();
  const to = (path: string) => localize(lang, path);

  const {
    busy,
    problem,
    toggle: publish,
  } = usePublishToggle(
    async () => {
      const done = await updateJourney(journey.id, { published: true });
      client.setQueryData(organiserJourneyQuery(journey.id).queryKey, done);
      toast.success(t('list.published_toast', { title: journey.title }));
      refreshOrganiser(client);
    },
    (error) => {
      const described = describeOrganiserError(error, 'action');
      return Object.values(described.fields)[0] ?? described.form;
    },
  );

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
          <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={() => void publish()}>
            {t('list.publish')}
          </button>
        )}
        <Link to={to(paths.creatorJourneys())}>{t('steps.all')}</Link>
      </div>
    </section>
  );
}
