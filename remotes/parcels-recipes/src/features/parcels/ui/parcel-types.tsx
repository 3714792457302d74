import { useTranslation } from 'react-i18next';
import type { ParcelType } from '@market/contract';
import { DataText, Flex, ImageWithFallback, ltrInText, Price, Radio, Tag, TextWithData, theme, Typography } from '@market/ui';
import { Card } from '@market/ui/extras';
import { sizeOf } from '../model/parcel-form.ts';

const kg = (g: number) => Math.round(g / 100) / 10;

/**
 * The parcel types as radio cards: image, size and weight limits (the sizes in the app's digits, left to right in
 * every language, the unit the catalogue's), options and base price.
 */
export function ParcelTypes({ types, value, onChange }: { types: ParcelType[]; value?: number; onChange: (id: number) => void }) {
  const { t, i18n } = useTranslation('parcels-recipes');
  const { token } = theme.useToken();
  return (
    <Radio.Group
      aria-label={t('parcel.type')}
      value={value}
      onChange={(e) => onChange(Number(e.target.value))}
      style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 12, width: '100%' }}
    >
      {types.map((type) => (
        <Card key={type.id} size="small" style={value === type.id ? { borderColor: token.colorPrimary } : undefined}>
          <Radio value={type.id} style={{ width: '100%' }}>
            <Flex gap={12} align="start">
              <ImageWithFallback src={type.img} alt="" width={56} height={56} style={{ objectFit: 'cover', borderRadius: 8 }} />
              <div>
                <Typography.Text strong style={{ display: 'block' }}>
                  <DataText>{type.type}</DataText>
                </Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  <TextWithData>{t('parcel.limits', { size: ltrInText(sizeOf(type, i18n.language)), kg: kg(type.max_g) })}</TextWithData>
                </Typography.Text>
                <Typography.Text type="secondary" style={{ display: 'block' }}>
                  {t('parcel.from.price')} <Price value={type.price} />
                </Typography.Text>
                <Flex gap={4} wrap style={{ marginBlockStart: 4 }}>
                  {type.options.map((o) => (
                    <Tag key={o.id}>
                      <DataText>{o.translation.title}</DataText>
                    </Tag>
                  ))}
                </Flex>
              </div>
            </Flex>
          </Radio>
        </Card>
      ))}
    </Radio.Group>
  );
}
