import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $offline } from '@market/bus';
import { theme, Typography } from '@market/ui';
import { $savedCopyShown, watchConnection } from '../model/connection.ts';
import { forgetSavedReads, registerServiceWorker } from '../model/service-worker.ts';

/**
 * Follows the connection while the app runs, registers the service worker after the first paint, and deletes the
 * saved catalogue reads at sign-out (rendered once, by the shell's effects).
 */
export function ConnectionWatch() {
  useEffect(() => watchConnection(), []);
  useEffect(() => registerServiceWorker(), []);
  useEffect(() => forgetSavedReads(), []);
  return null;
}

/**
 * A polite status line under the header while the shopper is offline: what still works and what waits. The live
 * region is always there (empty online), so a screen reader announces the line as it comes.
 */
export function OfflineNotice() {
  const { t } = useTranslation('host');
  const [offline, saved] = useUnit([$offline, $savedCopyShown]);
  const { token } = theme.useToken();
  return (
    <div role="status" aria-live="polite">
      {offline && (
        <div
          style={{
            background: token.colorWarningBg,
            borderBlockEnd: `1px solid ${token.colorWarningBorder}`,
            paddingBlock: token.paddingXS,
            paddingInline: token.padding,
            textAlign: 'center',
          }}
        >
          <Typography.Text strong>{t('offline.title')}</Typography.Text> <Typography.Text>{t('offline.text')}</Typography.Text>
          {saved && (
            <>
              {' '}
              <Typography.Text>{t('offline.saved')}</Typography.Text>
            </>
          )}
        </div>
      )}
    </div>
  );
}
