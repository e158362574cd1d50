import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client';
import { PageFrame } from '../../../shared/ui/page-frame';
import { failureMessage } from '../messages';

/** A community's page when the community could not be read: not found, or the failure's message. */
export function CommunityUnavailable({ title, error }: { title: string; error: unknown }) {
  const { t } = useTranslation('community');
  return (
    <PageFrame title={title}>
      <p role="alert">
        {error instanceof ApiError && error.status === 404
          ? t('empty.community_not_found')
          : failureMessage(error, 'load_community')}
      </p>
    </PageFrame>
  );
}
