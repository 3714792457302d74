import { useEffect, useReducer, useState } from 'react';
import PortalExport from '@rc-component/portal';
import { whenIdle } from './when-idle.ts';

// The component, as the bundler gives it; the unit tests' CommonJS build (the one antd's own overlays use there)
// gives it one level deeper, as antd's locales are.
const Portal = (PortalExport as unknown as { default?: typeof PortalExport }).default ?? PortalExport;

/** Where the layer's (empty) portal goes: an element never put in the page. */
const nowhere = typeof document === 'undefined' ? null : document.createElement('div');

/** The open layers' ways to join the stack again (on top): called when a panel is rendered closed ahead. */
const rejoins = new Set<() => void>();
/** The layers open now. */
let openLayers = 0;
/** Ahead renders waiting for the open panels to close (whenIdleWithNoPanelOpen). */
const waitingForClosed = new Set<() => void>();

/**
 * Runs `task` when the browser is idle and no panel with an EscapeCloses layer is open, for the render of a panel
 * closed ahead of its first opening (a `forceRender`): its portal joins antd's Escape stack as it mounts, above an open
 * panel's layer (which then joins again, on top, but would also go above a confirmation opened inside it). While a
 * panel is open it waits for the last one to close, then for the browser to be idle again. Returns a function that
 * cancels it.
 */
export function whenIdleWithNoPanelOpen(task: () => void): () => void {
  let cancel = () => undefined as void;
  const idle = () => {
    cancel = whenIdle(() => {
      if (openLayers === 0) return task();
      waitingForClosed.add(idle);
      cancel = () => void waitingForClosed.delete(idle);
    });
  };
  idle();
  return () => cancel();
}

export interface EscapeClosesProps {
  /** Whether the panel is open: the layer takes Escape from the moment it opens. */
  open: boolean;
  onClose: () => void;
}

/**
 * Escape closes the open panel it is rendered in (inside its content, so that it mounts with the panel's own portal:
 * after the panel's code has loaded): for antd's drawers, dialogs and popovers rendered closed ahead of their first
 * opening (`forceRender`), which are then given `keyboard={false}`. Every other Modal and Drawer of this package has
 * one while open (lazy.tsx), so an ahead render waits for it too and cannot take its Escape.
 *
 * antd's overlays take Escape through one stack of portals (@rc-component/portal), where only the top one acts. A
 * portal rendered closed ahead joins that stack as it mounts, as if it were open, and stays in it. A panel rendered
 * ahead and opened later was therefore below any other one rendered ahead after it (the header's address popover, the
 * cart drawer, a shop's product dialog, a phone's sheet): Escape went to that closed one, and the open panel stayed
 * open (2 of 4 runs of the cart drawer's keyboard test). A closed dialog on top even took Escape as its own close.
 * This layer joins the stack when its panel opens, so it is on top as an overlay opened then is, and what opens inside
 * the panel after it (a confirmation, a list) is above it and takes Escape first.
 *
 * A panel rendered ahead while another is open joins the stack above that one's layer: the cart drawer opened by a
 * press right after the page's load, and the shop's product dialog rendered ahead a moment later (the clean-clone CI's
 * keyboard test: Escape left the drawer open). Ahead renders therefore wait for no panel to be open
 * (whenIdleWithNoPanelOpen), and one that comes all the same (its render started just before the panel opened) has
 * the open layers join again, on top.
 */
export function EscapeCloses({ open, onClose }: EscapeClosesProps) {
  // It joins a commit after its panel opens: antd's drawer puts its own portal in the stack in the render that follows
  // its mount; the layer must be above its own panel's portal, and below those of panels opened inside it later.
  const [joined, setJoined] = useState(false);
  useEffect(() => setJoined(open), [open]);
  // A panel rendered closed ahead while this one is open (its render started before this one opened, or ran with
  // none open) joined the stack above this layer: the layer joins again, on top (a new portal: a new entry).
  const [generation, rejoin] = useReducer((n: number) => n + 1, 0);
  const active = open && joined;
  useEffect(() => {
    if (!active) return undefined;
    openLayers += 1;
    rejoins.add(rejoin);
    return () => {
      rejoins.delete(rejoin);
      openLayers -= 1;
      if (openLayers > 0) return;
      const tasks = [...waitingForClosed];
      waitingForClosed.clear();
      for (const task of tasks) task();
    };
  }, [active]);
  // A layer mounted closed is a panel rendered closed ahead: its portal has just joined the stack.
  const [mountedClosed] = useState(!open);
  useEffect(() => {
    if (mountedClosed) for (const again of [...rejoins]) again();
  }, [mountedClosed]);
  return (
    <Portal key={generation} open={active} getContainer={() => nowhere!} onEsc={({ top }) => top && onClose()}>
      {null}
    </Portal>
  );
}
