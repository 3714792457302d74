import { lazy, Suspense, type ComponentProps } from 'react';
import type AntdEditable from 'antd/es/typography/Editable';

// antd's Typography editing box (a text area with its keys), which a text shows only while it is being edited
// (`editable`; no page edits a text in place): its code loads then, not with every page (create-config.ts swaps it in).
const Editable = lazy(() => import('antd/es/typography/Editable'));

export default function LazyEditable(props: ComponentProps<typeof AntdEditable>) {
  return (
    <Suspense fallback={null}>
      <Editable {...props} />
    </Suspense>
  );
}
