import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { Order } from '@market/contract';
import { formatDateTime } from '@market/i18n';
import { dataInText, Flex, ImageWithFallback, PlainText, Price, TextWithData, Typography } from '@market/ui';
import { List } from '@market/ui/extras';
import { OrderStatusTag } from './order-status-tag.tsx';

export function OrdersList({ orders }: { orders: Order[] }) {
  const { t, i18n } = useTranslation('account-wallet-orders');
  return (
    <List
      dataSource={orders}
      rowKey="id"
      renderItem={(order) => (
        <List.Item>
          <Flex gap={12} align="center" style={{ inlineSize: '100%' }}>
            <ImageWithFallback src={order.shop?.logo_img} alt="" width={48} height={48} style={{ borderRadius: '50%', flex: 'none' }} />
            <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
              <Link to={`/orders/${order.id}`}>
                <Typography.Text strong>
                  <TextWithData>{t('orders.number', { id: dataInText(order.id) })}</TextWithData>
                </Typography.Text>
              </Link>
              <PlainText ellipsis>{order.shop?.translation?.title}</PlainText>
              <Typography.Text type="secondary">{formatDateTime(order.created_at, i18n.language)}</Typography.Text>
            </Flex>
            <Flex vertical align="end" gap={4}>
              <Price value={order.total_price} />
              <OrderStatusTag status={order.status} />
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
