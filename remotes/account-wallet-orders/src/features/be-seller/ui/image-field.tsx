import { useTranslation } from 'react-i18next';
import { Flex, ImageWithFallback } from '@market/ui';
import { UploadButton } from '../../common/index.ts';

/** An uploaded image URL as a form value (logo, background). */
export function ImageField({ value, onChange, label }: { value?: string; onChange?: (url: string) => void; label: string }) {
  const { t } = useTranslation('account-wallet-orders');
  // The accessible name starts with the visible text (WCAG 2.5.3), then says which image.
  const action = value ? t('seller.upload.replace') : t('seller.upload.choose');
  return (
    <Flex gap={12} align="center" wrap>
      {value && <ImageWithFallback src={value} alt={label} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} />}
      <UploadButton type="shops" label={t('seller.upload', { action, what: label })} onUploaded={(url) => onChange?.(url)}>
        {action}
      </UploadButton>
    </Flex>
  );
}
