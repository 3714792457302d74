import { useRef, type ReactNode } from 'react';
import { EscapeCloses } from './escape-closes.tsx';
import { useFocusWhenPainted } from './focus-when-painted.ts';
import { Drawer } from './lazy.tsx';
import { swipeResult } from './swipe.ts';
import { useOpenedOnce } from './use-opened-once.ts';

export interface SwipeableDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Beside the title (an action on the whole sheet). */
  extra?: ReactNode;
  children: ReactNode;
  /** Height of the sheet, e.g. 'auto' or '80vh'. */
  height?: number | string;
  /**
   * Mounted closed before its first opening (its portal, panel and content, hidden: antd's `forceRender`), so that the
   * tap only opens it; the Drawer's code must be in by then (`Drawer.preload()`), or it loads now. For a sheet shoppers
   * open often (the header's address panel on a phone).
   */
  ahead?: boolean;
}

/** A bottom sheet for small screens; swiping it down past the threshold (or flinging) closes it. */
export function SwipeableDrawer({ open, onClose, title, extra, children, height = 'auto', ahead = false }: SwipeableDrawerProps) {
  const start = useRef<{ y: number; t: number } | null>(null);
  // The focus goes into the sheet once the frame that shows it is painted.
  const { inside: panel, node: sheet, settled } = useFocusWhenPainted<HTMLDivElement>(open);
  if (!useOpenedOnce(open) && !ahead) return null;

  return (
    <Drawer
      open={open}
      onClose={onClose}
      keyboard={false}
      title={title}
      extra={extra}
      placement="bottom"
      size={height}
      forceRender={ahead}
      autoFocus={false}
      focusable={{ trap: open && settled }}
      styles={{ wrapper: { maxHeight: '90vh' }, body: { paddingBlock: 12 } }}
      destroyOnHidden
    >
      <div
        ref={panel}
        onTouchStart={(e) => {
          start.current = { y: e.touches[0].clientY, t: performance.now() };
        }}
        onTouchEnd={(e) => {
          if (!start.current) return;
          const delta = e.changedTouches[0].clientY - start.current.y;
          const seconds = Math.max((performance.now() - start.current.t) / 1000, 0.001);
          start.current = null;
          const size = sheet?.parentElement?.getBoundingClientRect().height ?? 0;
          if (!swipeResult({ open: true, delta, size, velocity: delta / seconds })) onClose();
        }}
      >
        {children}
      </div>
      <EscapeCloses open={open} onClose={onClose} />
    </Drawer>
  );
}
