import fs from 'node:fs';
import path from 'node:path';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { addAppFormats } from '@market/i18n';

const root = path.resolve(import.meta.dirname, '../../..');

/** Every app's catalogue for a language, read from disk: tests see the real translated texts. */
export function loadCatalogues(lng: string): Record<string, Record<string, string>> {
  const resources: Record<string, Record<string, string>> = {};
  const dirs = [path.join(root, 'host', 'locales', lng)];
  const remotes = path.join(root, 'remotes');
  for (const r of fs.readdirSync(remotes)) dirs.push(path.join(remotes, r, 'locales', lng));
  for (const dir of dirs) {
    if (!fs.existsSync(dir)) continue;
    for (const file of fs.readdirSync(dir)) {
      if (file.endsWith('.json')) resources[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
    }
  }
  return resources;
}

/** i18next as the apps use it, with the catalogues preloaded (no HTTP), synchronous. */
export async function initTestI18n(lng = 'en') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng,
      fallbackLng: 'en',
      defaultNS: 'common',
      // Flat catalogues whose keys may be sentences ("Shop is closed", "Error occured. Please, …"): an explicit
      // nsSeparator keeps `common:<sentence>` working (i18next otherwise treats sentences as natural language).
      nsSeparator: ':',
      keySeparator: false,
      fallbackNS: 'common',
      resources: { en: loadCatalogues('en'), fr: loadCatalogues('fr'), ar: loadCatalogues('ar') },
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    addAppFormats(i18next);
  } else if (i18next.language !== lng) {
    await i18next.changeLanguage(lng);
  }
  return i18next;
}
