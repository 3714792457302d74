import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { Button, Flex } from '@market/ui';
import { Form } from '@market/ui/forms';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { EmailCodeForm } from '../features/auth/ui/email-code-form.tsx';
import { EmailField, NameFields, NewPasswordFields } from '../features/auth/ui/fields.tsx';
import { useAction } from '../features/auth/ui/use-action.ts';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { completeRegistration, resendRegisterCode, sendRegisterCode, verifyEmailCode } from '../features/auth/api.ts';
import { signedIn } from '../features/session/model.ts';

interface RegisterForm {
  firstname: string;
  lastname?: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/**
 * /register, the family's way: the details, then the code the API mails to the address (auth/register), typed here
 * (GET auth/verify/{code}); auth/after-verify then creates the account and signs in.
 */
export default function RegisterPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { link } = useReturnTo();
  const [form] = Form.useForm<RegisterForm>();
  const { busy, error, run } = useAction<'submit' | 'resend'>();
  const [pending, setPending] = useState<RegisterForm | null>(null);
  const referral = params.get('referral_code') ?? undefined;

  const submit = (v: RegisterForm) =>
    run(async () => {
      const details = { ...v, email: v.email.trim() };
      await sendRegisterCode(details.email);
      setPending(details);
    });

  const confirm = (code: string) =>
    run(async () => {
      await verifyEmailCode(code);
      const { firstname, lastname, email, password, password_confirmation } = pending!;
      signedIn(await completeRegistration({ firstname, lastname: lastname || undefined, email, password, password_confirmation, referral }));
      navigate(link('/welcome'), { replace: true });
    });

  const resend = () =>
    run(async () => {
      await resendRegisterCode(pending!.email);
      toastShown({ kind: 'success', message: t('email.code.resent') });
    }, 'resend');

  return (
    <AuthCard title={t('register.title')} subtitle={pending ? t('email.code.sent', { email: pending.email }) : undefined} error={error}>
      {pending ? (
        <EmailCodeForm busy={busy} onConfirm={confirm} onResend={resend} onChange={() => setPending(null)} />
      ) : (
        <Form<RegisterForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <NameFields />
          <EmailField />
          <NewPasswordFields form={form} />
          <Button type="primary" htmlType="submit" block loading={busy !== null}>
            {t('register')}
          </Button>
        </Form>
      )}
      <Flex justify="center" gap={6} style={{ marginTop: 16 }}>
        {t('have.account')} <Link to={link('/login')}>{t('common:login')}</Link>
      </Flex>
    </AuthCard>
  );
}
