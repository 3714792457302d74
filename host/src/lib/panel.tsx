import { cloneElement, useRef, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { answerAfterPaint, EscapeCloses, Popover, SwipeableDrawer, useIsDesktop } from '@market/ui';

export interface PanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Drawer title (mobile); text from data in it goes in a DataText. */
  title: ReactNode;
  /** The button that opens it. */
  trigger: ReactElement<{ onClick?: (e: MouseEvent<HTMLElement>) => void; onClickCapture?: (e: MouseEvent<HTMLElement>) => void }>;
  children: ReactNode;
  /**
   * Rendered closed before its first opening (a desktop's popover, a phone's bottom sheet: its portal, its panel, its
   * content, hidden), so the tap only shows it: rendered by the tap, all of it was made, inserted and laid out in the
   * tap's task (on a phone after the Drawer's code had loaded, if it had not yet).
   */
  ahead?: boolean;
}

/** A header panel: a popover from 1140px, a swipeable bottom drawer below. */
export function Panel({ open, onOpenChange, title, trigger, children, ahead = false }: PanelProps) {
  const desktop = useIsDesktop();
  // A press on the button opens the panel once the press's frame is painted, that frame showing the button pressed
  // (answerAfterPaint): opened in the press's task, the panel's render and layout held back the first paint.
  const pressed = useRef<HTMLElement | null>(null);
  const openAfterPaint = (element: HTMLElement | null) => {
    if (element) answerAfterPaint(element, () => onOpenChange(true));
    else onOpenChange(true);
  };
  if (desktop) {
    // Escape is also the EscapeCloses layer's: a popover rendered ahead sits in antd's Escape stack from its mount, so
    // when it opens, another panel rendered ahead after it could be on top.
    return (
      <Popover
        content={
          <>
            {children}
            <EscapeCloses open={open} onClose={() => onOpenChange(false)} />
          </>
        }
        trigger="click"
        open={open}
        onOpenChange={(next) => {
          const element = pressed.current;
          pressed.current = null;
          if (next) openAfterPaint(element);
          else onOpenChange(false);
        }}
        placement="bottomRight"
        arrow={false}
        forceRender={ahead}
      >
        {cloneElement(trigger, { onClickCapture: (e: MouseEvent<HTMLElement>) => (pressed.current = e.currentTarget) })}
      </Popover>
    );
  }
  return (
    <>
      {cloneElement(trigger, { onClick: (e: MouseEvent<HTMLElement>) => (open ? onOpenChange(false) : openAfterPaint(e.currentTarget)) })}
      <SwipeableDrawer open={open} onClose={() => onOpenChange(false)} title={title} ahead={ahead}>
        {children}
      </SwipeableDrawer>
    </>
  );
}
