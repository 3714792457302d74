import { useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@market/http';
import { Button, CountBadge, EmptyState, ErrorState, Flex, Skeleton } from '@market/ui';
import { Tabs } from '@market/ui/extras';
import type { Notification } from '@market/contract';
import { NOTIFICATION_TABS, type NotificationTab } from '../api/notifications-api.ts';
import { unreadCount } from '../model/badges.ts';
import { notificationTarget } from '../model/routing.ts';
import { useMarkAllRead, useMarkRead, useNotificationList, useNotificationStatistic } from '../model/use-notifications.ts';
import { NotificationItem } from './notification-item.tsx';
import { NotificationDetail } from './notification-detail.tsx';

const TAB_LABEL: Record<NotificationTab, string> = {
  all: 'notifications.tab.all',
  news_publish: 'notifications.tab.news',
  status_changed: 'notifications.tab.orders',
};

function NotificationList({ tab, onOpen }: { tab: NotificationTab; onOpen: (n: Notification) => void }) {
  const { t } = useTranslation('chat-notifications');
  const list = useNotificationList(tab);
  if (list.isPending) {
    return (
      <div role="status" aria-label={t('common:loading')}>
        <Skeleton active paragraph={{ rows: 4 }} />
      </div>
    );
  }
  // A failed first page: the error; a failed 'View more' keeps what is shown and offers the retry below it.
  if (!list.data) return <ErrorState message={errorMessage(list.error)} onRetry={() => void list.refetch()} />;
  const items = list.data.pages.flatMap((p) => p.data);
  if (items.length === 0) return <EmptyState message={t('notifications.empty')} />;
  return (
    <Flex vertical gap={12}>
      <ul aria-label={t(TAB_LABEL[tab])} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 4 }}>
        {items.map((n) => (
          <li key={n.id}>
            <NotificationItem item={n} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      {list.isFetchNextPageError && <ErrorState message={errorMessage(list.error)} onRetry={() => void list.fetchNextPage()} />}
      {list.hasNextPage && (
        <Button block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
          {t('notifications.more')}
        </Button>
      )}
    </Flex>
  );
}

/** The notification panel (drawer and /notifications): tabs All, News, Orders with unread badges, mark all. */
const VISUALLY_HIDDEN = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' } as const;

export function NotificationsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('chat-notifications');
  const navigate = useNavigate();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [detail, setDetail] = useState<number | null>(null);
  const stat = useNotificationStatistic();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();

  const open = (n: Notification) => {
    if (!n.read_at) markRead.mutate(n);
    const target = notificationTarget(n);
    if (target) {
      onNavigate?.();
      navigate(target);
    } else {
      setDetail(n.id);
    }
  };

  return (
    <>
      <Flex justify="end">
        <Button type="link" disabled={unreadCount(stat.data, 'all') === 0} onClick={() => markAll.mutate()}>
          {t('notifications.markAll')}
        </Button>
      </Flex>
      {/*
        The three tabs must fit a 320px screen: when they overflow, antd adds a "more" button inside the tablist,
        which is not a tab (axe aria-required-children). So a count sits over the end of its label, as on the bell,
        instead of beside it, and takes no width of its own.
      */}
      <Tabs
        activeKey={tab}
        tabBarGutter={28}
        onChange={(k) => setTab(k as NotificationTab)}
        items={NOTIFICATION_TABS.map((key) => {
          const count = unreadCount(stat.data, key);
          return {
            key,
            label: (
              <span style={{ position: 'relative', display: 'inline-block' }}>
                {t(TAB_LABEL[key])}
                {/* antd animates each digit in its own element ("1 1"): screen readers get the number once. */}
                <span aria-hidden style={{ position: 'absolute', insetInlineStart: 'calc(100% - 4px)', top: -10, lineHeight: 1 }}>
                  <CountBadge count={count} size="small" title={t('notifications.unreadCount', { count })} />
                </span>
                {count > 0 && <span style={VISUALLY_HIDDEN}>{count}</span>}
              </span>
            ),
            children: <NotificationList tab={key} onOpen={open} />,
          };
        })}
        destroyOnHidden
      />
      <NotificationDetail id={detail} onClose={() => setDetail(null)} />
    </>
  );
}
