// Standalone: this remote on its own dev server, for its team, with the providers the shell would give.
import { mountStandalone } from '@market/mf/runtime';
import ProfilePage from './routes/profile-page.tsx';
import SettingsPage from './routes/settings-page.tsx';
import OrdersPage from './routes/orders-page.tsx';
import OrderPage from './routes/order-page.tsx';
import RefundsPage from './routes/refunds-page.tsx';
import WalletPage from './routes/wallet-page.tsx';
import ReferralsPage from './routes/referrals-page.tsx';
import SavedLocationsPage from './routes/saved-locations-page.tsx';
import BeSellerPage from './routes/be-seller-page.tsx';
import DeliverPage from './routes/deliver-page.tsx';
import HelpPage from './routes/help-page.tsx';

mountStandalone('account-wallet-orders', [
  { path: '/profile', Component: ProfilePage },
  { path: '/settings', Component: SettingsPage },
  { path: '/orders', Component: OrdersPage },
  { path: '/orders/:id', Component: OrderPage },
  { path: '/order-refunds', Component: RefundsPage },
  { path: '/wallet', Component: WalletPage },
  { path: '/referrals', Component: ReferralsPage },
  { path: '/saved-locations', Component: SavedLocationsPage },
  { path: '/be-seller', Component: BeSellerPage },
  { path: '/deliver', Component: DeliverPage },
  { path: '/help', Component: HelpPage },
]);
