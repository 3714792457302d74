import type { ReactNode } from 'react';
import { Skeleton, Typography } from '@market/ui';

/** A step of the booking form that is still loading (a status with the given name). */
export const Loading = ({ label }: { label: string }) => (
  <div role="status" aria-label={label}>
    <Skeleton active title={false} paragraph={{ rows: 2 }} />
  </div>
);

/** One step of the booking form: a section headed by its title (a level-2 heading its controls are labelled by). */
export function Step({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBlockEnd: 24 }}>
      <Typography.Title level={2} id={id} style={{ fontSize: 18 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}
