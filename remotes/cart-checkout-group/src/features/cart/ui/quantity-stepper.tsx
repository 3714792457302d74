import { useTranslation } from 'react-i18next';
import { Button, Flex, MinusOutlined, PlusOutlined } from '@market/ui';

export interface QuantityStepperProps {
  value: number;
  min: number;
  max?: number;
  step?: number;
  /** What is counted (a product or add-on title): names the group and both buttons. */
  label: string;
  disabled?: boolean;
  onChange: (value: number) => void;
}

/** − value +, within bounds: cart lines, and the group member's picker (quantity and add-ons). */
export function QuantityStepper({ value, min, max = Number.POSITIVE_INFINITY, step = 1, label, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('cart-checkout-group');
  return (
    <Flex align="center" gap={6} role="group" aria-label={t('cart.quantity', { title: label })}>
      <Button size="small" icon={<MinusOutlined />} aria-label={t('cart.reduce', { title: label })} disabled={disabled || value - step < min} onClick={() => onChange(value - step)} />
      <span style={{ minWidth: 24, textAlign: 'center' }}>{value}</span>
      <Button size="small" icon={<PlusOutlined />} aria-label={t('cart.increase', { title: label })} disabled={disabled || value + step > max} onClick={() => onChange(value + step)} />
    </Flex>
  );
}
