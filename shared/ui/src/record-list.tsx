import type { Key, ReactNode } from 'react';
import { Flex, Skeleton, Typography } from 'antd';
import { theme } from './theme.ts';
import { useTranslation } from 'react-i18next';
import { DataText } from './data-text.tsx';
import { EmptyState, ErrorState, RefreshFailed } from './states.tsx';

/** One row of a RecordList: what it shows, not where it comes from. */
export interface RecordRow {
  key: Key;
  /** The row's name, usually a link to the record (its text is the link's accessible name). */
  title: ReactNode;
  /** A picture at the start (decorative: alt=""). */
  media?: ReactNode;
  /**
   * Lines under the title (dates, places, counts), in secondary text. A line given as a plain string is text from
   * data (an address, a name) and keeps its own direction; translated lines come as elements.
   */
  details?: ReactNode[];
  /** At the end of the row: price, status tag. */
  aside?: ReactNode;
  /** A record of the past: a quieter background (text keeps its contrast). */
  muted?: boolean;
}

export interface RecordListProps<T> {
  /** The section's heading (an h2) and the list's accessible name. */
  title: string;
  /** Id of the heading, unique on the page. */
  id: string;
  /** undefined while loading. */
  items: readonly T[] | undefined;
  /**
   * Already translated: the read failed. Shown with a retry instead of the list when nothing was loaded; a read again
   * that failed keeps the list, with a note and a retry above it.
   */
  error?: string;
  onRetry?: () => void;
  /** Shown when the list is empty. */
  empty: string;
  row: (item: T) => RecordRow;
}

/**
 * The signed-in user's records of one kind (bookings, parcels…) as a titled section: a skeleton while loading,
 * an error with retry, an empty state, or a list of cards that wrap from 320px.
 */
export function RecordList<T>({ title, id, items, error, onRetry, empty, row }: RecordListProps<T>) {
  const { t } = useTranslation('common');
  const { token } = theme.useToken();
  return (
    <section aria-labelledby={id}>
      <Typography.Title level={2} id={id} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      <RefreshFailed query={{ data: items, isError: error !== undefined, isFetching: false, refetch: () => onRetry?.() }} style={{ marginBlockEnd: 8 }} />
      {error !== undefined && items === undefined ? (
        <ErrorState message={error} onRetry={onRetry} />
      ) : items === undefined ? (
        <div role="status" aria-label={t('loading')}>
          <div aria-hidden>
            <Skeleton active paragraph={{ rows: 3 }} />
          </div>
        </div>
      ) : items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ul aria-labelledby={id} style={{ padding: 0, margin: 0, display: 'grid', gap: 8 }}>
          {items.map((item) => {
            const r = row(item);
            return (
              <li
                key={r.key}
                style={{
                  listStyle: 'none',
                  padding: `${token.paddingXS}px ${token.paddingSM}px`,
                  border: `1px solid ${token.colorBorderSecondary}`,
                  borderRadius: token.borderRadiusLG,
                  background: r.muted ? token.colorFillAlter : token.colorBgContainer,
                }}
              >
                <Flex gap={12} align="center" wrap>
                  {r.media}
                  <Flex vertical style={{ flex: '1 1 180px', minWidth: 0 }}>
                    <Typography.Text strong>{r.title}</Typography.Text>
                    {r.details?.map((d, i) => (
                      <Typography.Text key={i} type="secondary">
                        {typeof d === 'string' ? <DataText>{d}</DataText> : d}
                      </Typography.Text>
                    ))}
                  </Flex>
                  {r.aside && (
                    <Flex gap={8} align="center" wrap>
                      {r.aside}
                    </Flex>
                  )}
                </Flex>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
