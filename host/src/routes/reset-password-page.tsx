import { useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { Button } from '@market/ui';
import { Form } from '@market/ui/forms';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { EmailCodeForm } from '../features/auth/ui/email-code-form.tsx';
import { EmailField } from '../features/auth/ui/fields.tsx';
import { useAction } from '../features/auth/ui/use-action.ts';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { confirmResetCode, sendResetCode } from '../features/auth/api.ts';
import { signedIn } from '../features/session/model.ts';

/**
 * /reset-password, the family's way: the API mails a code (auth/forgot/email-password), the code typed here signs
 * the user in, and the new password is chosen on /update-password.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { link } = useReturnTo();
  const { busy, error, run } = useAction<'submit' | 'resend'>();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ email }: { email: string }) =>
    run(async () => {
      await sendResetCode(email.trim());
      setSentTo(email.trim());
    });

  const confirm = (code: string) =>
    run(async () => {
      signedIn(await confirmResetCode(sentTo!, code));
      navigate(link('/update-password'), { replace: true });
    });

  const resend = () =>
    run(async () => {
      await sendResetCode(sentTo!);
      toastShown({ kind: 'success', message: t('email.code.resent') });
    }, 'resend');

  return (
    <AuthCard title={t('reset.title')} subtitle={sentTo ? t('email.code.sent', { email: sentTo }) : t('reset.text')} error={error}>
      {sentTo ? (
        <EmailCodeForm busy={busy} onConfirm={confirm} onResend={resend} onChange={() => setSentTo(null)} />
      ) : (
        <Form<{ email: string }> layout="vertical" requiredMark={false} onFinish={submit}>
          <EmailField />
          <Button type="primary" htmlType="submit" block loading={busy !== null}>
            {t('reset.send')}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
