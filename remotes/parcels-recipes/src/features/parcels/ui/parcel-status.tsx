import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@market/contract';
import { Tag } from '@market/ui';

const COLOR: Partial<Record<OrderStatus, string>> = { new: 'processing', accepted: 'blue', ready: 'cyan', on_a_way: 'gold', delivered: 'success', canceled: 'error' };

export function ParcelStatusTag({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('parcels-recipes');
  return <Tag color={COLOR[status] ?? 'default'}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}
