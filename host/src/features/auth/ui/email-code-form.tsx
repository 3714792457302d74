import { useTranslation } from 'react-i18next';
import { Button, Input } from '@market/ui';
import { Form } from '@market/ui/forms';
import { rule, validateCode } from '../validation.ts';

/**
 * The second step of the code flows by email (registration, forgotten password): the 6-digit code the API mailed,
 * a way to have it sent again, and a way back to change the address.
 */
export function EmailCodeForm({
  busy,
  onConfirm,
  onResend,
  onChange,
}: {
  busy: string | null;
  onConfirm: (code: string) => void;
  onResend: () => void;
  onChange: () => void;
}) {
  const { t } = useTranslation('host');
  return (
    <Form<{ code: string }> key="code" layout="vertical" requiredMark={false} onFinish={({ code }) => onConfirm(code.trim())}>
      <Form.Item name="code" label={t('phone.code')} rules={[rule(validateCode, t)]}>
        <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy === 'submit'}>
        {t('phone.confirm')}
      </Button>
      <Button type="link" block onClick={onResend} loading={busy === 'resend'} style={{ marginTop: 8 }}>
        {t('email.code.resend')}
      </Button>
      <Button type="link" block onClick={onChange}>
        {t('email.change')}
      </Button>
    </Form>
  );
}
