import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { AVATAR_PLACEHOLDER, Button, DataText, ImageWithFallback, Skeleton } from '@market/ui';
import { Panel } from '../../../lib/panel.tsx';

const AccountMenu = lazy(() => import('./account-menu.tsx'));

/** Avatar (placeholder on error), account links and logout; a popover from 1140px, a bottom drawer below. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('host');
  const { user } = useUnit($session);
  const [open, setOpen] = useState(false);
  const name = user?.firstname ?? t('menu.account');
  return (
    <Panel
      open={open}
      onOpenChange={setOpen}
      title={user?.firstname ? <DataText>{name}</DataText> : name}
      trigger={
        <Button
          type="text"
          aria-label={t('menu.account.label', { name })}
          aria-haspopup="menu"
          style={{ paddingInline: 6, height: 40, display: 'inline-flex', alignItems: 'center', gap: 8 }}
        >
          <ImageWithFallback
            src={user?.img ?? undefined}
            fallback={AVATAR_PLACEHOLDER}
            alt=""
            width={28}
            height={28}
            loading="eager"
            data-testid="avatar"
            style={{ borderRadius: '50%', objectFit: 'cover' }}
          />
          {!compact && <DataText>{name}</DataText>}
        </Button>
      }
    >
      <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 6 }} style={{ minWidth: 220 }} />}>
        <AccountMenu onChosen={() => setOpen(false)} />
      </Suspense>
    </Panel>
  );
}
