import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $currency, $locale, currencyChangeRequested, languageChangeRequested } from '@market/bus';
import { Flex, Typography, Select } from '@market/ui';
import { preloadLanguages } from '../model/load-language.ts';

/** The language and currency selects of the locale picker; loaded when the picker first opens. */
export default function LocaleOptions({ onCurrencyChosen }: { onCurrencyChosen: () => void }) {
  const { t } = useTranslation('common');
  const [locale, currency] = useUnit([$locale, $currency]);
  return (
    <Flex vertical gap={12} style={{ width: '100%', minWidth: 240 }}>
      <label>
        <Typography.Text strong>{t('language')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          aria-label={t('language')}
          value={locale.locale}
          options={locale.languages.map((l) => ({ value: l.locale, label: l.title }))}
          // The list open: the other languages' texts load, so the one chosen shows without waiting for them.
          onOpenChange={(open) => open && preloadLanguages(locale.languages.map((l) => l.locale).filter((l) => l !== locale.locale))}
          onChange={(value: string) => languageChangeRequested(value)}
        />
      </label>
      <label>
        <Typography.Text strong>{t('currency')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          aria-label={t('currency')}
          value={currency.current?.id}
          options={currency.currencies.map((c) => ({ value: c.id, label: `${c.title} (${c.symbol})` }))}
          onChange={(id: number) => {
            currencyChangeRequested(id);
            onCurrencyChosen();
          }}
        />
      </label>
    </Flex>
  );
}
