import type { ReactNode } from 'react';
import { Alert, Flex, TextWithData, Typography, usePageTitle } from '@market/ui';
import { Card } from '@market/ui/extras';

/** The frame of every sign-in page: one h1, an optional error, the form. */
export function AuthCard({ title, subtitle, error, children }: { title: string; subtitle?: ReactNode; error?: string | null; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex justify="center" style={{ padding: '24px 0' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Title level={1} style={{ fontSize: 26, marginTop: 0 }}>
          <TextWithData>{title}</TextWithData>
        </Typography.Title>
        {subtitle && <Typography.Paragraph type="secondary">{subtitle}</Typography.Paragraph>}
        {error && <Alert type="error" showIcon message={error} role="alert" style={{ marginBottom: 16 }} />}
        {children}
      </Card>
    </Flex>
  );
}
