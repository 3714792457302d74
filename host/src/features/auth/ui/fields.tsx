import { useTranslation } from 'react-i18next';
import { DATA_TEXT_CLASS, Input, LTR_INPUT } from '@market/ui';
import { Form, type FormInstance } from '@market/ui/forms';
import { required, rule, validateConfirmation, validateEmail, validatePassword } from '../model/validation.ts';

export function EmailField({ optional = false }: { optional?: boolean }) {
  const { t } = useTranslation('host');
  return (
    <Form.Item name="email" label={t('email')} rules={[rule((v) => (optional && !v ? null : validateEmail(v)), t)]}>
      <Input type="email" autoComplete="email" {...LTR_INPUT} />
    </Form.Item>
  );
}

export function NameFields() {
  const { t } = useTranslation('host');
  return (
    <>
      <Form.Item name="firstname" label={t('firstname')} rules={[rule(required, t)]}>
        <Input autoComplete="given-name" className={DATA_TEXT_CLASS} />
      </Form.Item>
      <Form.Item name="lastname" label={t('lastname')}>
        <Input autoComplete="family-name" className={DATA_TEXT_CLASS} />
      </Form.Item>
    </>
  );
}

/** A new password and its confirmation ("Passwords don't match"). */
export function NewPasswordFields({ form, label = 'password' }: { form: FormInstance; label?: string }) {
  const { t } = useTranslation('host');
  return (
    <>
      <Form.Item name="password" label={t(label)} rules={[rule(validatePassword, t)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('password.confirm')}
        dependencies={['password']}
        rules={[rule((value) => validateConfirmation(form.getFieldValue('password'), value), t)]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
