import { useEffect, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** Sets the document title ("<page> · Market"). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Market` : 'Market';
  }, [title]);
}

/** A page's heading (its one h1) and the document title; actions sit at the end of the line. */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
