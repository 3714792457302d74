import { useEffect, type ReactNode } from 'react';
import { Flex, Typography } from 'antd';
import { DataText, TextWithData, withoutDataMarks } from './data-text.tsx';

/** Sets the document title ("<page> · Market"), without the marks `dataInText` and `ltrInText` put around data. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const plain = withoutDataMarks(title);
    const next = plain ? `${plain} · Market` : 'Market';
    // Written only when it changes (the prerendered page already has it): each write is a call to the browser.
    if (document.title !== next) document.title = next;
  }, [title]);
}

/**
 * A page's heading (its one h1) and the document title; actions sit at the end of the line. The title is often data
 * (a shop's or a recipe's name, an order number): it keeps its own direction (a translated one reads the same).
 */
export function PageHeading({ title, extra }: { title: string; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, fontSize: 28 }}>
        <DataText>
          <TextWithData>{title}</TextWithData>
        </DataText>
      </Typography.Title>
      {extra}
    </Flex>
  );
}
