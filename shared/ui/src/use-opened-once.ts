import { useState } from 'react';

/**
 * True from the first time `open` is: a closed drawer or dialog that was never opened need not be mounted. antd's
 * mounts its portal in an effect, so each one on a page rendered the page twice as it loaded; once opened, it stays
 * mounted, so it can animate closed.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
