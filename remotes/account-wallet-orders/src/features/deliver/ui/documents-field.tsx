import { useTranslation } from 'react-i18next';
import { Button, Flex, ImageWithFallback } from '@market/ui';
import { UploadButton } from '../../common/index.ts';

export const MAX_DOCUMENTS = 5;

/** The uploaded documents (driving licence, ID) as a form value: their URLs, each shown with a Remove button. */
export function DocumentsField({ value = [], onChange }: { value?: string[]; onChange?: (urls: string[]) => void }) {
  const { t } = useTranslation('account-wallet-orders');
  return (
    <Flex vertical gap={8} align="start">
      {value.length > 0 && (
        <ul style={{ display: 'flex', flexWrap: 'wrap', gap: 12, margin: 0, padding: 0, listStyle: 'none' }}>
          {value.map((url, i) => (
            <li key={url} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 4 }}>
              <ImageWithFallback src={url} alt={t('courier.document', { n: i + 1 })} width={64} height={64} style={{ objectFit: 'cover', borderRadius: 8 }} />
              <Button size="small" type="link" aria-label={t('courier.document.remove', { n: i + 1 })} onClick={() => onChange?.(value.filter((u) => u !== url))}>
                {t('courier.document.remove.short')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {value.length < MAX_DOCUMENTS && (
        <UploadButton type="documents" label={t('courier.document.add')} onUploaded={(url) => onChange?.([...value.filter((u) => u !== url), url])}>
          {t('courier.document.add')}
        </UploadButton>
      )}
    </Flex>
  );
}
