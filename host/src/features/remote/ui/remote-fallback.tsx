import { createContext, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, Flex, Typography } from '@market/ui';

/** The retry of the nearest remote area; the fallback module the runtime plugin returns reads it. */
export const RemoteRetryContext = createContext<{ retry: () => void; compact: boolean }>({ retry: () => {}, compact: false });

/** What a remote area shows when its code cannot be loaded: a translated message and a retry. */
export function RemoteFallback() {
  const { t } = useTranslation('host');
  const { retry, compact } = useContext(RemoteRetryContext);
  if (compact) {
    return (
      <Flex align="center" gap={4} role="alert">
        <Typography.Text type="secondary">{t('remote.unavailable.short')}</Typography.Text>
        <Button size="small" onClick={retry}>
          {t('common:try.again')}
        </Button>
      </Flex>
    );
  }
  return <ErrorState data-testid="remote-fallback" message={t('remote.unavailable.title')} detail={t('remote.unavailable.text')} onRetry={retry} />;
}
