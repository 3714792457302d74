import type { QueryClient } from '@tanstack/react-query';
import { settingsLoaded } from '@market/bus';
import type { Settings } from '@market/contract';
import type { SettingRow, SettingsAnswer } from '@market/contract/src/family/meta.ts';
import { http, withDeadline } from '@market/http';

/**
 * The settings as the app reads them (key → value) from the API's rows (`[{key, value}]`). The only place that knows
 * the rows: every app reads the object on the bus. An unset value (null) is left out, as a missing key is.
 */
export function settingsOf(rows: readonly SettingRow[]): Settings {
  const settings: Settings = {};
  for (const { key, value } of rows) if (value !== null) settings[key] = value;
  return settings;
}

/** The public settings (rest/settings): the frame's footer, the home layout, the app's links and rules. */
export const settingsQuery = {
  queryKey: ['rest/settings'],
  queryFn: async (): Promise<Settings> => settingsOf((await http.get<SettingsAnswer>('rest/settings')).data.data),
};

/** How long the first render waits for the settings at most; a slower API renders without them and fills in later. */
export const SETTINGS_WAIT_MS = 300;

/**
 * The settings in the cache and on the bus before the page first renders, when they come within SETTINGS_WAIT_MS
 * (boot.js asked for them with the HTML, so they usually have): the footer and the home layout render once, right,
 * instead of rendering again when the settings arrive. A failure is left to the frame's own query (SettingsSync).
 */
export async function settingsBeforeFirstRender(client: QueryClient, wait = SETTINGS_WAIT_MS): Promise<void> {
  const settings = await withDeadline(client.fetchQuery(settingsQuery).catch(() => undefined), wait, () => undefined);
  if (settings) settingsLoaded(settings);
}
