import { useEffect, useState } from 'react';
import PortalExport from '@rc-component/portal';

// The component, as the bundler gives it; the unit tests' CommonJS build (the one antd's own overlays use there)
// gives it one level deeper, as antd's locales are.
const Portal = (PortalExport as unknown as { default?: typeof PortalExport }).default ?? PortalExport;

/** Where the layer's (empty) portal goes: an element never put in the page. */
const nowhere = typeof document === 'undefined' ? null : document.createElement('div');

export interface EscapeClosesProps {
  /** Whether the panel is open: the layer takes Escape from the moment it opens. */
  open: boolean;
  onClose: () => void;
}

/**
 * Escape closes the open panel it is rendered in (inside its content, so that it mounts with the panel's own portal:
 * after the panel's code has loaded): for antd's drawers, dialogs and popovers rendered closed ahead of their first
 * opening (`forceRender`), which are then given `keyboard={false}`.
 *
 * antd's overlays take Escape through one stack of portals (@rc-component/portal), where only the top one acts. A
 * portal rendered closed ahead joins that stack as it mounts, as if it were open, and stays in it. A panel rendered
 * ahead and opened later was therefore below any other one rendered ahead after it (the header's address popover, the
 * cart drawer, a shop's product dialog, a phone's sheet): Escape went to that closed one, and the open panel stayed
 * open (2 of 4 runs of the cart drawer's keyboard test). A closed dialog on top even took Escape as its own close.
 * This layer joins the stack when its panel opens, so it is on top as an overlay opened then is, and what opens inside
 * the panel after it (a confirmation, a list) is above it and takes Escape first.
 */
export function EscapeCloses({ open, onClose }: EscapeClosesProps) {
  // It joins a commit after its panel opens: antd's drawer puts its own portal in the stack in the render that follows
  // its mount; the layer must be above its own panel's portal, and below those of panels opened inside it later.
  const [joined, setJoined] = useState(false);
  useEffect(() => setJoined(open), [open]);
  return (
    <Portal open={open && joined} getContainer={() => nowhere!} onEsc={({ top }) => top && onClose()}>
      {null}
    </Portal>
  );
}
