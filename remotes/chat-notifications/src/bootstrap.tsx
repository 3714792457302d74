// Standalone: this remote on its own dev server, for its team, with the providers the shell would give.
import { mountStandalone } from '@market/mf/runtime';
import NotificationsPage from './routes/notifications-page.tsx';
import ChatPage from './routes/chat-page.tsx';

mountStandalone('chat-notifications', [
  { path: '/notifications', Component: NotificationsPage },
  { path: '/chat', Component: ChatPage },
]);
