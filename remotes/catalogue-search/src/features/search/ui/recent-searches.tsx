import { Link } from '@market/router';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, ClockCircleOutlined, CloseOutlined, DataText, EmptyState, Flex, theme, Typography } from '@market/ui';
import { $recentSearches, recentSearchesCleared, recentSearchRemoved } from '../model/recent-searches.ts';

export const searchHref = (term: string) => `/search?${new URLSearchParams({ q: term }).toString()}`;

/** The last searches, newest first: a click runs one again; each can be removed, or all at once. */
export function RecentSearches({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const terms = useUnit($recentSearches);
  return (
    <section aria-labelledby="recent-searches-title">
      <Flex align="center" justify="space-between" gap={8}>
        <Typography.Title level={headingLevel} id="recent-searches-title" style={{ fontSize: 18, margin: 0 }}>
          {t('recent.title')}
        </Typography.Title>
        {terms.length > 0 && (
          <Button type="link" onClick={() => recentSearchesCleared()}>
            {t('recent.clear')}
          </Button>
        )}
      </Flex>
      {terms.length === 0 ? (
        <EmptyState message={t('recent.empty')} />
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {terms.map((term) => (
            <li key={term} style={{ display: 'flex', alignItems: 'center', gap: 8, paddingBlock: 6, borderBlockEnd: `1px solid ${token.colorBorderSecondary}` }}>
              <ClockCircleOutlined aria-hidden style={{ color: token.colorTextTertiary }} />
              <Link to={searchHref(term)} style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                <DataText>{term}</DataText>
              </Link>
              <Button type="text" size="small" icon={<CloseOutlined />} aria-label={t('recent.remove', { term: term })} onClick={() => recentSearchRemoved(term)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
