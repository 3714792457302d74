import { useSearchParams } from '@market/router';
import { useStoreMap } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $settings } from '@market/bus';
import { REMOTE_WIDGETS, type HomeContentProps } from '@market/contract';
import { HomeSkeleton, PageHeading } from '@market/ui';
import { RemoteModule } from '../features/remote/ui/remote-module.tsx';
import { moveShown } from '../features/remote/model/move-ahead.ts';
import { homeLayout } from '../features/layout/model/home-layout.ts';

/**
 * Home: the heading, then the content from catalogue-search in the layout the settings' ui_type (or ?v=) chooses.
 * The heading is the shell's, so the prerendered page shows it too; while the content's code loads, its skeleton
 * takes the content's boxes (the same skeleton the prerendered page shows).
 */
export function HomePage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  // Only the layout the settings choose: other settings arriving do not render the home content again.
  const settingsLayout = useStoreMap($settings, (s) => homeLayout(s.ui_type));
  const v = params.get('v');
  const layout = v === null ? settingsLayout : homeLayout(v);
  const news = params.get('news');
  return (
    <>
      <PageHeading title={t('home.title')} />
      <RemoteModule<HomeContentProps>
        remote={REMOTE_WIDGETS.homeContent.remote}
        module={REMOTE_WIDGETS.homeContent.module}
        props={{ layout }}
        loading={<HomeSkeleton layout={layout} />}
        onShown={moveShown}
      />
      {news && <RemoteModule remote={REMOTE_WIDGETS.newsModal.remote} module={REMOTE_WIDGETS.newsModal.module} compact loading={null} />}
    </>
  );
}
