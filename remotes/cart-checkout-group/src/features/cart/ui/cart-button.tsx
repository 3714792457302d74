import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $cartSummary } from '@market/bus';
import { Badge, Button, ShoppingCartOutlined } from '@market/ui';

/** The header's cart button with the number of items. */
export default function CartButton() {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const summary = useUnit($cartSummary);
  return (
    <Badge count={summary.count} size="small">
      <Button icon={<ShoppingCartOutlined />} aria-label={t('cart.button', { count: summary.count })} onClick={() => navigate('/cart')} />
    </Badge>
  );
}
