import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { Button, Flex, theme, Typography } from '@market/ui';
import { $updateWaiting, reloadToUpdate } from '../model/service-worker.ts';

/** "A new version is available" with Reload, while a new shell version waits (a polite status, not a dialog). */
export function UpdatePrompt() {
  const { t } = useTranslation('host');
  const waiting = useUnit($updateWaiting);
  const { token } = theme.useToken();
  return (
    <div role="status" aria-live="polite">
      {waiting && (
        <Flex
          align="center"
          justify="center"
          gap={token.marginSM}
          wrap
          style={{ background: token.colorInfoBg, borderBlockEnd: `1px solid ${token.colorInfoBorder}`, paddingBlock: token.paddingXS, paddingInline: token.padding }}
        >
          <Typography.Text>{t('update.available')}</Typography.Text>
          <Button size="small" type="primary" onClick={() => reloadToUpdate()}>
            {t('update.reload')}
          </Button>
        </Flex>
      )}
    </div>
  );
}
