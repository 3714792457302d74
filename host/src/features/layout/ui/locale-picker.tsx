import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $currency, $locale, currencyChangeRequested, languageChangeRequested } from '@market/bus';
import { Button, Flex, GlobalOutlined, Select, Typography } from '@market/ui';
import { Panel } from './panel.tsx';

/** Language and currency in one popover (a bottom drawer below 1140px); choosing a currency closes it. */
export function LocalePicker({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [locale, currency] = useUnit([$locale, $currency]);
  const current = locale.languages.find((l) => l.locale === locale.locale);
  // The visible text is part of the accessible name (label-content-name-mismatch).
  const short = `${(current?.locale ?? locale.locale).toUpperCase()} · ${currency.current?.symbol ?? '$'}`;
  const content = (
    <Flex vertical gap={12} style={{ width: '100%', minWidth: 240 }}>
      <label>
        <Typography.Text strong>{t('language')}</Typography.Text>
        <Select
          style={{ width: '100%' }}
          aria-label={t('language')}
          value={locale.locale}
          options={locale.languages.map((l) => ({ value: l.locale, label: l.title }))}
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
            setOpen(false);
          }}
        />
      </label>
    </Flex>
  );
  return (
    <Panel
      open={open}
      onOpenChange={setOpen}
      title={t('language.and.currency')}
      trigger={
        <Button icon={<GlobalOutlined />} aria-label={compact ? t('language.and.currency') : `${t('language.and.currency')}: ${short}`} aria-haspopup="dialog">
          {compact ? null : short}
        </Button>
      }
    >
      {content}
    </Panel>
  );
}
