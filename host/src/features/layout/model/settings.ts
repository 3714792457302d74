import type { QueryClient } from '@tanstack/react-query';
import { settingsLoaded } from '@market/bus';
import { settingsQuery, withDeadline } from '@market/http';

/** How long the first render waits for the settings at most; a slower API renders without them and fills in later. */
export const SETTINGS_WAIT_MS = 300;

/**
 * The settings (settingsQuery, @market/http) in the cache and on the bus before the page first renders, when they
 * come within SETTINGS_WAIT_MS (boot.js asked for them with the HTML, so they usually have): the footer and the home
 * layout render once, right, instead of rendering again when the settings arrive. A failure is left to the frame's
 * own query (SettingsSync).
 */
export async function settingsBeforeFirstRender(client: QueryClient, wait = SETTINGS_WAIT_MS): Promise<void> {
  const settings = await withDeadline(client.fetchQuery(settingsQuery()).catch(() => undefined), wait, () => undefined);
  if (settings) settingsLoaded(settings);
}
