import { useState, type CSSProperties } from 'react';
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

/**
 * 'Mark all as read', shown beside the title of the page or the drawer (alone on a line of its own above the tabs,
 * it took a row of a phone's screen for one link).
 */
export function MarkAllRead() {
  const { t } = useTranslation('chat-notifications');
  const stat = useNotificationStatistic();
  const markAll = useMarkAllRead();
  return (
    <Button type="link" disabled={unreadCount(stat.data, 'all') === 0} onClick={() => markAll.mutate()} style={{ paddingInline: 0 }}>
      {t('notifications.markAll')}
    </Button>
  );
}

export function NotificationsPanel({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('chat-notifications');
  const navigate = useNavigate();
  const [tab, setTab] = useState<NotificationTab>('all');
  const [detail, setDetail] = useState<number | null>(null);
  const stat = useNotificationStatistic();
  const markRead = useMarkRead();

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
      {/*
        The three tabs must fit a 320px screen: when they overflow, antd adds a "more" button inside the tablist,
        which is not a tab (axe aria-required-children). Each count sits on its label's line, beside it, with a
        narrower gutter between the tabs; antd's right-to-left styles add the theme's gutter (32px) beside every tab
        on top of this one, so it is set to none here.
      */}
      <Tabs
        activeKey={tab}
        tabBarGutter={12}
        style={{ '--ant-tabs-horizontal-item-gutter': '0px' } as CSSProperties}
        onChange={(k) => setTab(k as NotificationTab)}
        items={NOTIFICATION_TABS.map((key) => {
          const count = unreadCount(stat.data, key);
          return {
            key,
            label: (
              <Flex component="span" align="center" gap={4} style={{ position: 'relative' }}>
                {t(TAB_LABEL[key])}
                {/* antd animates each digit in its own element ("1 1"): screen readers get the number once. */}
                <span aria-hidden style={{ display: 'inline-flex' }}>
                  <CountBadge count={count} size="small" title={t('notifications.unreadCount', { count })} />
                </span>
                {count > 0 && <span style={VISUALLY_HIDDEN}>{count}</span>}
              </Flex>
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
