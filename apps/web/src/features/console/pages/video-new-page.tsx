import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { localize, paths } from '../../../shared/lib/paths';
import { toast } from '../../../shared/ui/toast/toast-store';
import { VideoForm } from '../../videos';
import { consoleCalls, refreshAfterVideoChange } from '../api';
import { ConsolePage } from '../components/console-page';

/** `admin/videos/new`: an editor adds a video by its YouTube link; it is published at once. */
export function Component() {
  const { t } = useTranslation(['console', 'videos', 'common']);
  const { lang = 'en' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  return (
    <ConsolePage title={t('common:pages.admin_video_new')} lead={t('videos.new_lead')}>
      <VideoForm
        submitLabel={t('videos:add.submit')}
        onSubmit={consoleCalls.createVideo}
        onSaved={async (values) => {
          refreshAfterVideoChange(client);
          toast.success(t('videos.done.create', { title: values.title }));
          await navigate(localize(lang, paths.consoleVideos('published')));
        }}
      />
    </ConsolePage>
  );
}
