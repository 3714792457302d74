import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import type { Toast } from '@market/contract';
import { TextWithData, useIsSmallMobile } from '@market/ui';
import { notification } from '@market/ui/extras';
import { TOAST_SECONDS } from '../model/shell-requests.ts';

/**
 * Shows the queued bus toasts top right (top left in RTL; at the bottom on a phone). Loaded with the first toast, so antd's notification is
 * not part of the first load; `toasts` (every toast of the page, see shell-requests.ts) only grows, and each is shown
 * once per page, even if this component mounts again. Data marked in a message (`dataInText`) keeps its own direction.
 */
let shown = 0;

export default function Toasts({ toasts }: { toasts: Toast[] }) {
  const { direction } = useUnit($locale);
  const { t } = useTranslation('common');
  const phone = useIsSmallMobile();
  // On a phone a toast at the top covered the header (address, cart count, account) right when the shopper looks
  // for the count: there it comes up from the bottom.
  const [api, holder] = notification.useNotification({ placement: phone ? 'bottom' : direction === 'rtl' ? 'topLeft' : 'topRight' });
  useEffect(() => {
    for (; shown < toasts.length; shown++) {
      const { kind, message } = toasts[shown]!;
      api[kind]({ message: t(`toast.${kind}`), description: <TextWithData>{message}</TextWithData>, duration: TOAST_SECONDS });
    }
  }, [toasts, api, t]);
  return holder;
}
