import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { localize, paths } from '../../../../shared/lib/paths';
import { PageFrame } from '../../../../shared/ui/page-frame';
import { hostRetreatsQuery } from '../api';
import { HostFigures } from '../components/host-figures';
import { HostOnly } from '../components/host-only';
import { HostRetreatCard } from '../components/host-retreat-card';
import { describeHostError } from '../messages';
import { ItemsSection, QuickLinks } from '../../../creator';
import styles from '../../../../shared/ui/creator.module.css';

function RetreatList() {
  const { t } = useTranslation(['retreat-host', 'common']);
  const { lang = 'en' } = useParams();
  const retreats = useQuery(hostRetreatsQuery());
  const to = (path: string) => localize(lang, path);

  return (
    <div className={styles.sections}>
      <HostFigures />
      <QuickLinks
        label={t('list.quick_links')}
        links={[
          { to: to(paths.creatorRetreatNew()), text: t('list.new_retreat'), main: true },
          { to: to(paths.creatorRetreatBookings()), text: t('list.see_bookings') },
        ]}
      />
      <ItemsSection
        id="my-retreats"
        heading={t('common:pages.creator_retreats')}
        query={retreats}
        describeError={(error) => describeHostError(error, 'load').form}
        empty={{
          text: t('list.empty'),
          hint: t('list.empty_hint'),
          action: { to: to(paths.creatorRetreatNew()), text: t('list.new_retreat') },
        }}
      >
        {(retreat) => <HostRetreatCard key={retreat.id} retreat={retreat} />}
      </ItemsSection>
    </div>
  );
}

/** `creator/retreats` (My Retreats): the host's numbers, then each retreat with its state and pages. */
export function Component() {
  const { t } = useTranslation('retreat-host');
  return (
    <PageFrame title={t('pages.creator_retreats', { ns: 'common' })} lead={t('list.lead')} wide>
      <HostOnly>
        <RetreatList />
      </HostOnly>
    </PageFrame>
  );
}
