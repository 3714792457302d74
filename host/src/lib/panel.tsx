import { cloneElement, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { Popover, SwipeableDrawer, useIsDesktop } from '@market/ui';

export interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Drawer title (mobile); text from data in it goes in a DataText. */
  title: ReactNode;
  /** The button that opens it. */
  trigger: ReactElement<{ onClick?: (e: MouseEvent) => void }>;
  children: ReactNode;
}

/** A header panel: a popover from 1140px, a swipeable bottom drawer below. */
export function Panel({ open, onOpenChange, title, trigger, children }: PanelProps) {
  const desktop = useIsDesktop();
  if (desktop) {
    return (
      <Popover content={children} trigger="click" open={open} onOpenChange={onOpenChange} placement="bottomRight" arrow={false}>
        {trigger}
      </Popover>
    );
  }
  return (
    <>
      {cloneElement(trigger, { onClick: () => onOpenChange(!open) })}
      <SwipeableDrawer open={open} onClose={() => onOpenChange(false)} title={title}>
        {children}
      </SwipeableDrawer>
    </>
  );
}
