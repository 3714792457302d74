import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $locale, $theme, languageChangeRequested, themeChangeRequested } from '@market/bus';
import { Flex, PageHeading, Select, Typography } from '@market/ui';
import { Switch } from '@market/ui/forms';
import { Card, List } from '@market/ui/extras';
import { QueryState } from '../features/common/ui/query-state.tsx';
import { useNotificationSettings, useUpdateNotificationSetting } from '../features/settings/api/notification-settings.ts';

function NotificationPreferences() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useNotificationSettings();
  const update = useUpdateNotificationSetting();
  return (
    <QueryState query={query} empty={{ when: (d) => d.length === 0, message: t('settings.notifications.none') }}>
      {(list) => (
        <List
          dataSource={list}
          rowKey="id"
          renderItem={(n) => {
            const name = t(`settings.notification.${n.type}`, { defaultValue: n.type });
            return (
              <List.Item extra={<Switch checked={n.active} aria-label={name} onChange={(active) => update.mutate({ id: n.id, active })} />}>
                {name}
              </List.Item>
            );
          }}
        />
      )}
    </QueryState>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('account-wallet-orders');
  const { locale, languages } = useUnit($locale);
  const theme = useUnit($theme);
  return (
    <>
      <PageHeading title={t('settings.title')} />
      <Flex vertical gap={16}>
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('settings.notifications')}</h2>}>
          <NotificationPreferences />
        </Card>
        <Card title={<h2 style={{ margin: 0, fontSize: 16 }}>{t('settings.appearance')}</h2>}>
          <Flex vertical gap={16}>
            <Flex gap={12} align="center" justify="space-between" wrap>
              <Typography.Text id="settings-language">{t('common:language')}</Typography.Text>
              <Select
                aria-labelledby="settings-language"
                value={locale}
                style={{ minInlineSize: 180 }}
                onChange={(l: string) => languageChangeRequested(l)}
                options={(languages.length ? languages : [{ locale, title: locale }]).map((l) => ({ value: l.locale, label: l.title }))}
              />
            </Flex>
            <Flex gap={12} align="center" justify="space-between" wrap>
              <Typography.Text id="settings-theme">{t('settings.dark')}</Typography.Text>
              <Switch aria-labelledby="settings-theme" checked={theme === 'dark'} onChange={(dark) => themeChangeRequested(dark ? 'dark' : 'light')} />
            </Flex>
          </Flex>
        </Card>
      </Flex>
    </>
  );
}
