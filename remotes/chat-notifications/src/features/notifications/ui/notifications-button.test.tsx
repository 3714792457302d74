import { jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@market/router';
import { sessionChanged, toastShown, notificationsOpenRequested } from '@market/bus';
import type { Notification, Toast } from '@market/contract';
import { API, createApiServer, fail, http, HttpResponse, initTestI18n, ok, renderWithProviders } from '@market/testing';
import NotificationsButton from './notifications-button.tsx';

const note = (id: number, type: Notification['type'], read = false, extra: Partial<Notification> = {}): Notification => ({
  id,
  type,
  title: `${type} #${id}`,
  body: `body ${id}`,
  created_at: '2025-01-01T10:00:00.000Z',
  read_at: read ? '2025-01-01T11:00:00.000Z' : null,
  client: null,
  order: type === 'status_changed' ? { id: id * 10 } : null,
  blog: type === 'news_publish' ? { uuid: `news-${id}` } : null,
  ...extra,
});

const all = [note(8, 'booking_status'), note(7, 'new_user_by_referral'), note(6, 'order_refunded', true), note(5, 'news_publish', true), note(4, 'news_publish'), note(3, 'status_changed', true), note(2, 'status_changed'), note(1, 'status_changed')];
const stat = { notification: 5, news_publish: 1, status_changed: 2 };
const calls: string[] = [];

const server = createApiServer(
  http.get(`${API}dashboard/user/profile/notifications-statistic`, () => HttpResponse.json(stat)),
  http.get(`${API}dashboard/notifications`, ({ request }) => {
    const q = new URL(request.url).searchParams;
    calls.push(`list ${q.get('type') ?? 'all'} p${q.get('page')} ${q.get('perPage')} ${q.get('column')} ${q.get('sort')}`);
    const rows = all.filter((n) => !q.get('type') || n.type === q.get('type'));
    const p = Number(q.get('page'));
    const per = Number(q.get('perPage'));
    return HttpResponse.json({ data: rows.slice((p - 1) * per, p * per), meta: { current_page: p, last_page: Math.max(1, Math.ceil(rows.length / per)), per_page: per, total: rows.length } });
  }),
  http.post(`${API}dashboard/notifications/:id/read-at`, ({ params }) => {
    calls.push(`read ${params.id}`);
    return ok(null);
  }),
);

function Where() {
  const l = useLocation();
  return <output aria-label="location">{`${l.pathname}${l.search}`}</output>;
}

const renderButton = () =>
  renderWithProviders(
    <>
      <NotificationsButton />
      <Where />
    </>,
  );

// antd in jsdom on a shared 2-core machine is slow.
jest.setTimeout(30_000);

beforeAll(async () => {
  await initTestI18n();
  sessionChanged({ user: { id: 1, uuid: 'u1', firstname: 'Demo' }, signedIn: true });
});
beforeEach(() => {
  calls.length = 0;
});

async function openDrawer() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
  const drawer = await screen.findByRole('dialog');
  await within(drawer).findByRole('button', { name: /booking_status #8/ });
  return { user, drawer };
}

describe('notifications drawer', () => {
  it('shows the unread badges per tab and 5 per page, newest first, with View more', async () => {
    renderButton();
    const { user, drawer } = await openDrawer();
    expect(within(drawer).getByRole('tab', { name: /All\s*5/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: /News\s*1/ })).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: /Orders\s*2/ })).toBeInTheDocument();
    const list = within(drawer).getByRole('list', { name: 'All' });
    expect(within(list).getAllByRole('button').map((b) => b.textContent?.match(/#(\d+)/)?.[1])).toEqual(['8', '7', '6', '5', '4']);
    expect(calls).toContain('list all p1 5 id desc');
    await user.click(within(drawer).getByRole('button', { name: 'View more' }));
    await within(drawer).findByRole('button', { name: /status_changed #1/ });
    expect(within(drawer).queryByRole('button', { name: 'View more' })).not.toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: /Orders/ }));
    const orders = await within(drawer).findByRole('list', { name: 'Orders' });
    expect(within(orders).getAllByRole('button')).toHaveLength(3);
    expect(calls).toContain('list status_changed p1 5 id desc');
  });

  it('marks a notification read when opened and routes it by type', async () => {
    renderButton();
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('tab', { name: /Orders/ }));
    await user.click(await within(drawer).findByRole('button', { name: /Unread: status_changed #2/ }));
    await waitFor(() => expect(calls).toContain('read 2'));
    expect(screen.getByLabelText('location')).toHaveTextContent('/orders/20');
  });

  it('marks all as read at once and rolls back with the server message as a toast when it fails', async () => {
    const toasts: Toast[] = [];
    const off = toastShown.watch((t) => toasts.push(t));
    let release: () => void = () => {};
    server.use(http.post(`${API}dashboard/notifications/read-all`, () => new Promise((r) => (release = () => r(fail(500, 'Something went wrong'))))));
    renderButton();
    const { user, drawer } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(within(drawer).getByRole('tab', { name: /^All$/ })).toBeInTheDocument());
    expect(within(drawer).queryByRole('button', { name: /^Unread:/ })).not.toBeInTheDocument();
    release();
    await waitFor(() => expect(toasts).toContainEqual({ kind: 'error', message: 'Something went wrong' }));
    await within(drawer).findByRole('tab', { name: /All\s*5/ });
    expect(within(drawer).getAllByRole('button', { name: /^Unread:/ }).length).toBeGreaterThan(0);
    off.unsubscribe();
  });

  it('opens on notificationsOpenRequested from the bus', async () => {
    renderButton();
    await screen.findByRole('button', { name: 'Notifications, 5 unread' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    notificationsOpenRequested();
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });
});
