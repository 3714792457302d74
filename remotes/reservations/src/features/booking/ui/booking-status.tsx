import { useTranslation } from 'react-i18next';
import type { BookingStatus } from '@market/contract';
import { Tag } from '@market/ui';

const COLOR: Record<BookingStatus, string> = { new: 'processing', accepted: 'success', canceled: 'error' };

export function BookingStatusTag({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('reservations');
  return <Tag color={COLOR[status] ?? 'default'}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}
