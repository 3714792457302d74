import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import { Button, Flex, ImageWithFallback, Upload } from '@market/ui';
import { uploadImage } from '../../common/api/http.ts';

/** An uploaded image URL as a form value (logo, background). */
export function ImageField({ value, onChange, label }: { value?: string; onChange?: (url: string) => void; label: string }) {
  const { t } = useTranslation('account-wallet-orders');
  const [busy, setBusy] = useState(false);
  // The accessible name starts with the visible text (WCAG 2.5.3), then says which image.
  const action = value ? t('seller.upload.replace') : t('seller.upload.choose');
  return (
    <Flex gap={12} align="center" wrap>
      {value && <ImageWithFallback src={value} alt={label} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} />}
      <Upload
        accept="image/*"
        showUploadList={false}
        beforeUpload={(file) => {
          setBusy(true);
          uploadImage(file, 'shops')
            .then((url) => onChange?.(url))
            .catch((e: unknown) => toastShown({ kind: 'error', message: errorMessage(e) }))
            .finally(() => setBusy(false));
          return false;
        }}
      >
        <Button loading={busy} aria-label={t('seller.upload', { action, what: label })}>
          {action}
        </Button>
      </Upload>
    </Flex>
  );
}
