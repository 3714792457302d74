import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import preParsePostFormat from 'dayjs/plugin/preParsePostFormat';
import ar from 'dayjs/locale/ar';
import en from 'dayjs/locale/en';
import fr from 'dayjs/locale/fr';
import { digitsOf } from '@market/i18n';

/**
 * The day.js locales antd's date components format with (month and day names, first day of the week), one per
 * language of the app, each writing the digits the rest of the app writes in that language (Latin in Arabic, where
 * day.js's own Arabic locale would write Arabic-Indic ones). antd names the day.js locale by its own locale's
 * language (`ar_EG` → `ar`); loaded with the date components only.
 */
const LOCALES = { en, fr, ar };

dayjs.extend(customParseFormat);
dayjs.extend(preParsePostFormat);

for (const [name, locale] of Object.entries(LOCALES)) {
  const digits = digitsOf(name);
  const shown = new Map([...digits].map((d, i) => [String(i), d]));
  const read = new Map([...digits].map((d, i) => [d, String(i)]));
  dayjs.locale(
    {
      ...locale,
      name,
      postformat: (text: string) => text.replace(/\d/g, (d) => shown.get(d) ?? d),
      preparse: (text: string) => [...text].map((c) => read.get(c) ?? c).join(''),
    } as ILocale,
    undefined,
    true,
  );
}
