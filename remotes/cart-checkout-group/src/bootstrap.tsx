// Standalone: this remote on its own dev server, for its team, with the providers the shell would give.
import { mountStandalone } from '@market/mf/runtime';
import CartPage from './routes/cart-page.tsx';
import CheckoutPage from './routes/checkout-page.tsx';
import GroupPage from './routes/group-page.tsx';

mountStandalone('cart-checkout-group', [
  { path: '/cart', Component: CartPage },
  { path: '/checkout', Component: CheckoutPage },
  { path: '/group/:shopId', Component: GroupPage },
]);
