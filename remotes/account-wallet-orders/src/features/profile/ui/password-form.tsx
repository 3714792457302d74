import { useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { errorMessage, fieldErrors } from '@market/http';
import { Button, Input } from '@market/ui';
import { Form } from '@market/ui/forms';
import { useUpdatePassword } from '../api/profile.ts';
import { matchRule, passwordLengthRule, requiredRule } from '../model/rules.ts';

interface Values {
  old_password?: string;
  password: string;
  password_confirmation: string;
}

/** `firstPassword`: the user has none yet (signed up through a provider, `empty_p`), so no current one is asked. */
export function PasswordForm({ firstPassword = false }: { firstPassword?: boolean }) {
  const { t } = useTranslation('account-wallet-orders');
  const [form] = Form.useForm<Values>();
  const update = useUpdatePassword();
  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v) =>
        update.mutate(v, {
          onSuccess: () => {
            toastShown({ kind: 'success', message: t('profile.password.changed') });
            form.resetFields();
          },
          onError: (e) => {
            const fields = fieldErrors(e);
            if (Object.keys(fields).length) form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as keyof Values, errors: [msg] })));
            else toastShown({ kind: 'error', message: errorMessage(e) });
          },
        })
      }
    >
      {!firstPassword && (
        <Form.Item name="old_password" label={t('profile.password.current')} rules={[requiredRule(t)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item name="password" label={t('profile.password.new')} rules={[requiredRule(t), passwordLengthRule(t)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="password_confirmation"
        label={t('profile.password.confirm')}
        dependencies={['password']}
        rules={[requiredRule(t), matchRule(t, 'password')]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('profile.password.submit')}
      </Button>
    </Form>
  );
}
