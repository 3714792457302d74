import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { toastShown } from '@market/bus';
import { profileChanged, updatePassword } from '@market/http';
import { Button } from '@market/ui';
import { Form } from '@market/ui/forms';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { NewPasswordFields } from '../features/auth/ui/fields.tsx';
import { useAction } from '../features/auth/ui/use-action.ts';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';

interface PasswordForm {
  password: string;
  password_confirmation: string;
}

/** /update-password: a signed-in user sets a new password. */
export default function UpdatePasswordPage() {
  const { t } = useTranslation('host');
  const { done } = useReturnTo();
  const [form] = Form.useForm<PasswordForm>();
  const { busy, error, run } = useAction();
  const client = useQueryClient();

  const submit = (v: PasswordForm) =>
    run(async () => {
      await updatePassword(v);
      // A first password turns the profile's `empty_p` off: read again wherever it is shown.
      void profileChanged(client);
      toastShown({ kind: 'success', message: t('password.updated') });
      done();
    });

  return (
    <AuthCard title={t('password.update.title')} error={error}>
      <Form<PasswordForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <NewPasswordFields form={form} label="password.new" />
        <Button type="primary" htmlType="submit" block loading={busy !== null}>
          {t('common:save')}
        </Button>
      </Form>
    </AuthCard>
  );
}
