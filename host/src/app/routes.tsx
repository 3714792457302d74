import { Route, Routes } from 'react-router-dom';
import { REMOTE_ROUTES } from '@market/contract';
import { RemoteModule } from '../features/remote/ui/remote-module.tsx';
import { Layout } from '../features/layout/ui/layout.tsx';
import { HomePage } from '../routes/home-page.tsx';
import { NotFoundPage } from '../routes/not-found-page.tsx';

/** The route table: the shell's own pages, then every remote page of the ownership table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout header="full" />}>
        <Route index element={<HomePage />} />
        {REMOTE_ROUTES.filter((r) => r.header === 'full').map((r) => (
          <Route key={r.path} path={r.path} element={<RemoteModule key={r.module} remote={r.remote} module={r.module} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route element={<Layout header="back" />}>
        {REMOTE_ROUTES.filter((r) => r.header === 'back').map((r) => (
          <Route key={r.path} path={r.path} element={<RemoteModule key={r.module} remote={r.remote} module={r.module} />} />
        ))}
      </Route>
    </Routes>
  );
}
