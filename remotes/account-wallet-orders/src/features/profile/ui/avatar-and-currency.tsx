import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currency, currencyChangeRequested, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import type { User } from '@market/contract';
import { AVATAR_PLACEHOLDER, Button, Flex, ImageWithFallback, Select, Typography, Upload, UserOutlined } from '@market/ui';
import { uploadImage } from '../../common/index.ts';
import { useUpdateProfile } from '../api/profile.ts';

export function AvatarUpload({ user }: { user: User }) {
  const { t } = useTranslation('account-wallet-orders');
  const update = useUpdateProfile();
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const img = await uploadImage(file, 'users');
      await update.mutateAsync({ img });
      toastShown({ kind: 'success', message: t('profile.avatar.saved') });
    } catch (e) {
      toastShown({ kind: 'error', message: errorMessage(e) });
    } finally {
      setUploading(false);
    }
  };
  return (
    <Flex gap={16} align="center" wrap>
      <ImageWithFallback
        src={user.img ?? undefined}
        fallback={AVATAR_PLACEHOLDER}
        alt={t('profile.avatar')}
        width={96}
        height={96}
        style={{ borderRadius: '50%', objectFit: 'cover' }}
      />
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UserOutlined />} loading={uploading}>
          {t('profile.avatar.change')}
        </Button>
      </Upload>
    </Flex>
  );
}

export function CurrencyPreference({ user }: { user: User }) {
  const { t } = useTranslation('account-wallet-orders');
  const { current, currencies } = useUnit($currency);
  const update = useUpdateProfile();
  const value = user.currency_id ?? current?.id;
  return (
    <Flex vertical gap={4}>
      <Typography.Text id="preferred-currency">{t('profile.currency')}</Typography.Text>
      <Select
        aria-labelledby="preferred-currency"
        value={value}
        loading={update.isPending}
        style={{ maxInlineSize: 240 }}
        options={currencies.map((c) => ({ value: c.id, label: `${c.title} (${c.symbol})` }))}
        onChange={(id: number) =>
          update.mutate(
            { currency_id: id },
            {
              onSuccess: () => {
                currencyChangeRequested(id);
                toastShown({ kind: 'success', message: t('profile.saved') });
              },
              onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
            },
          )
        }
      />
    </Flex>
  );
}
