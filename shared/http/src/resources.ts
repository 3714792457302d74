import { queryOptions } from '@tanstack/react-query';
import type { Settings } from '@market/contract';
import type { SettingRow, SettingsAnswer } from '@market/contract/src/family/meta.ts';
import { http } from './client.ts';

// The resources several apps read, one home each: one key (its path), one fetcher, one queryOptions. The apps share
// one QueryClient, so one key also means one cache entry: a change made in one app is seen by every other.

// ---------------------------------------------------------------------------------------------------------
// Settings (rest/settings)

/**
 * The settings as the app reads them (key → value) from the API's rows (`[{key, value}]`). The only place that knows
 * the rows: every app reads the object on the bus. An unset value (null) is left out, as a missing key is.
 */
export function settingsOf(rows: readonly SettingRow[]): Settings {
  const settings: Settings = {};
  for (const { key, value } of rows) if (value !== null) settings[key] = value;
  return settings;
}

export const SETTINGS_KEY = ['rest/settings'] as const;

/** The public settings: the frame's footer, the home layout, the app's links and rules. */
export async function fetchSettings(): Promise<Settings> {
  return settingsOf((await http.get<SettingsAnswer>('rest/settings')).data.data);
}

export const settingsQuery = () => queryOptions({ queryKey: SETTINGS_KEY, queryFn: fetchSettings });
