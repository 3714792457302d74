import { useSearchParams } from '@market/router';
import { useStoreMap } from 'effector-react';
import { $settings } from '@market/bus';
import { REMOTE_WIDGETS, type HomeContentProps } from '@market/contract';
import { RemoteModule } from '../features/remote/ui/remote-module.tsx';
import { homeLayout } from '../features/layout/model/home-layout.ts';

/** Home: the layout comes from settings ui_type (or ?v=); the content from catalogue-search. */
export function HomePage() {
  const [params] = useSearchParams();
  // Only the layout the settings choose: other settings arriving do not render the home content again.
  const settingsLayout = useStoreMap($settings, (s) => homeLayout(s.ui_type));
  const v = params.get('v');
  const layout = v === null ? settingsLayout : homeLayout(v);
  const news = params.get('news');
  return (
    <>
      <RemoteModule<HomeContentProps>
        remote={REMOTE_WIDGETS.homeContent.remote}
        module={REMOTE_WIDGETS.homeContent.module}
        props={{ layout }}
      />
      {news && <RemoteModule remote={REMOTE_WIDGETS.newsModal.remote} module={REMOTE_WIDGETS.newsModal.module} compact loading={null} />}
    </>
  );
}
