import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
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

/**
 * One of the two buttons, drawn again only when its name or its state changes: a press shows the new value between
 * them without building antd's two buttons again (their token and style hooks, their wave) in the press's task.
 */
const StepButton = memo(function StepButton({ icon, label, disabled, onClick }: { icon: ReactNode; label: string; disabled: boolean; onClick: () => void }) {
  return <Button size="small" icon={icon} aria-label={label} disabled={disabled} onClick={onClick} />;
});

const MINUS = <MinusOutlined />;
const PLUS = <PlusOutlined />;

/** − value +, within bounds: cart lines, and the group member's picker (quantity and add-ons). */
export function QuantityStepper({ value, min, max = Number.POSITIVE_INFINITY, step = 1, label, disabled, onChange }: QuantityStepperProps) {
  const { t } = useTranslation('cart-checkout-group');
  // The buttons' handlers stay the same functions and act on the value and handler of the last render.
  const latest = useRef({ value, step, onChange });
  useLayoutEffect(() => {
    latest.current = { value, step, onChange };
  });
  const reduce = useCallback(() => latest.current.onChange(latest.current.value - latest.current.step), []);
  const increase = useCallback(() => latest.current.onChange(latest.current.value + latest.current.step), []);
  return (
    <Flex align="center" gap={6} role="group" aria-label={t('cart.quantity', { title: label })}>
      <StepButton icon={MINUS} label={t('cart.reduce', { title: label })} disabled={!!disabled || value - step < min} onClick={reduce} />
      <span style={{ minWidth: 24, textAlign: 'center' }}>{value}</span>
      <StepButton icon={PLUS} label={t('cart.increase', { title: label })} disabled={!!disabled || value + step > max} onClick={increase} />
    </Flex>
  );
}
