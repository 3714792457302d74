// Standalone: this remote on its own dev server, for its team, with the providers the shell would give.
import { mountStandalone } from '@market/mf/runtime';
import ReservationsPage from './routes/reservations-page.tsx';
import BookingPage from './routes/booking-page.tsx';

mountStandalone('reservations', [
  { path: '/reservations', Component: ReservationsPage },
  { path: '/reservations/:shopId', Component: BookingPage },
]);
