import { useTranslation } from 'react-i18next';
import { PageHeading } from '@market/ui';
import { CartView } from '../features/cart/ui/cart-view.tsx';

/** /cart: the cart on small screens (and always reachable by URL). */
export default function CartPage() {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <div style={{ maxWidth: 720, marginInline: 'auto', width: '100%' }}>
      <PageHeading title={t('cart.title')} />
      <CartView />
    </div>
  );
}
