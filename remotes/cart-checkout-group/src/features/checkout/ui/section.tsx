import type { ReactNode } from 'react';
import { Card } from '@market/ui/extras';

/** One part of the checkout page: a card headed by its title (a level-2 heading). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card size="small" title={<h2 style={{ margin: 0, fontSize: 18 }}>{title}</h2>}>
      {children}
    </Card>
  );
}
