import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@market/contract';
import { DataText, Flex, ImageWithFallback, Price, theme, Typography } from '@market/ui';

/** The order's products, one row each (a plain list: the page's first render needs no list component's code). */
export function OrderItems({ details }: { details: OrderDetail[] }) {
  const { t } = useTranslation('account-wallet-orders');
  const { token } = theme.useToken();
  const divider = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {details.map((d, i) => (
        <li key={d.id} style={{ paddingBlock: token.paddingSM, borderBlockStart: i ? divider : undefined }}>
          <Flex gap={12} style={{ inlineSize: '100%' }}>
            <ImageWithFallback src={d.stock?.product?.img} alt="" width={56} height={56} style={{ borderRadius: 8, flex: 'none', objectFit: 'cover' }} />
            <Flex vertical style={{ flex: 1, minInlineSize: 0 }}>
              <Typography.Text strong>
                <DataText>{d.stock?.product?.translation?.title}</DataText>
              </Typography.Text>
              <Typography.Text type="secondary">{t('order.quantity', { value: d.quantity })}</Typography.Text>
              {d.addons?.length > 0 && (
                <ul aria-label={t('order.addons')} style={{ margin: 0, paddingInlineStart: 16 }}>
                  {d.addons.map((a) => (
                    <li key={a.id}>
                      <Typography.Text type="secondary">
                        <DataText>{a.stock?.product?.translation?.title}</DataText> × {a.quantity} (<Price value={a.total_price} plus />)
                      </Typography.Text>
                    </li>
                  ))}
                </ul>
              )}
              {d.note && (
                <Typography.Text italic>
                  <DataText>{d.note}</DataText>
                </Typography.Text>
              )}
            </Flex>
            <Price value={d.total_price} />
          </Flex>
        </li>
      ))}
    </ul>
  );
}
