import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $locale } from '@market/bus';
import type { Toast } from '@market/contract';
import { notification } from '@market/ui/extras';

/** Toast auto-close (spec section 9). */
export const TOAST_SECONDS = 5;

/**
 * Shows the queued bus toasts top right (top left in RTL). Loaded with the first toast, so antd's notification is
 * not part of the first load; `toasts` only grows, each is shown once.
 */
export default function Toasts({ toasts }: { toasts: Toast[] }) {
  const { direction } = useUnit($locale);
  const { t } = useTranslation('common');
  const [api, holder] = notification.useNotification({ placement: direction === 'rtl' ? 'topLeft' : 'topRight' });
  const shown = useRef(0);
  useEffect(() => {
    for (; shown.current < toasts.length; shown.current++) {
      const { kind, message } = toasts[shown.current]!;
      api[kind]({ message: t(`toast.${kind}`), description: message, duration: TOAST_SECONDS });
    }
  }, [toasts, api, t]);
  return holder;
}
