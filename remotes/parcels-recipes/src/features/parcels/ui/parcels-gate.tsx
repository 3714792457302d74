import type { ReactNode } from 'react';

import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $settings } from '@market/bus';
import { LinkButton } from '@market/ui';
import { Result } from '@market/ui/extras';

/** Parcels only when settings active_parcel is "1"; otherwise says so, with a way home. */
export function ParcelsGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('parcels-recipes');
  const settings = useUnit($settings);
  if (settings.active_parcel === undefined && Object.keys(settings).length === 0) return <>{children}</>;
  if (settings.active_parcel === '1') return <>{children}</>;
  return (
    <Result
      status="info"
      title={t('parcels.off')}
      extra={
        <LinkButton to="/" type="primary">{t('common:back.home')}</LinkButton>
      }
    />
  );
}
