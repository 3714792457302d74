import { Link, useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button, Flex } from '@market/ui';
import { Form } from '@market/ui/forms';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { EmailField, NameFields, NewPasswordFields } from '../features/auth/ui/fields.tsx';
import { useAction } from '../features/auth/ui/use-action.ts';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { createAccount } from '../features/auth/api/firebase.ts';
import { exchangeIdentity } from '../features/auth/api/auth.ts';
import { signedIn } from '../features/session/model/session.ts';

interface RegisterForm {
  firstname: string;
  lastname?: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** /register: the account is created with the identity provider, then exchanged for the API's token. */
export default function RegisterPage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { link } = useReturnTo();
  const [form] = Form.useForm<RegisterForm>();
  const { busy, error, run } = useAction();
  const referral = params.get('referral_code') ?? undefined;

  const submit = (v: RegisterForm) =>
    run(async () => {
      const name = [v.firstname, v.lastname].filter(Boolean).join(' ');
      const proof = await createAccount(v.email.trim(), v.password, name);
      signedIn(await exchangeIdentity(proof, { firstname: v.firstname, lastname: v.lastname, referral }));
      navigate(link('/welcome'), { replace: true });
    });

  return (
    <AuthCard title={t('register.title')} error={error}>
      <Form<RegisterForm> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
        <NameFields />
        <EmailField />
        <NewPasswordFields form={form} />
        <Button type="primary" htmlType="submit" block loading={busy !== null}>
          {t('register')}
        </Button>
      </Form>
      <Flex justify="center" gap={6} style={{ marginTop: 16 }}>
        {t('have.account')} <Link to={link('/login')}>{t('common:login')}</Link>
      </Flex>
    </AuthCard>
  );
}
