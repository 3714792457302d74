import { useEffect, useEffectEvent, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button, dataInText, Flex, Input, TextWithData } from '@market/ui';
import { Form } from '@market/ui/forms';
import { Divider, Result } from '@market/ui/extras';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { rule, validatePassword } from '../features/auth/model/validation.ts';
import { EmailField } from '../features/auth/ui/fields.tsx';
import { passwordSignIn } from '../features/auth/model/sign-in.ts';
import { useAction } from '../features/auth/ui/use-action.ts';
import { completeEmailLink, firebaseConfigured, loadAuth, looksLikeEmailLink, sendEmailLink, signInWithGoogle } from '../features/auth/api/firebase.ts';
import { exchangeIdentity } from '../features/auth/api/auth.ts';
import { signedIn } from '../features/session/model/session.ts';
import type { AuthResult } from '@market/contract';

interface Credentials {
  email: string;
  password: string;
}

/** /login: email and password, email link, Google, or a phone code (on /verify-phone); then back where the user was. */
export default function LoginPage() {
  const { t } = useTranslation('host');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const { link, done, returnTo } = useReturnTo();
  const [form] = Form.useForm<Credentials>();
  const { busy, error, run } = useAction<'password' | 'link' | 'google' | 'complete'>();
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);
  const isEmailLink = typeof window !== 'undefined' && looksLikeEmailLink(window.location.href);
  const withFirebase = firebaseConfigured();

  const finish = (result: AuthResult) => {
    signedIn(result);
    done();
  };

  const attempt = (kind: NonNullable<typeof busy>, signIn: () => Promise<AuthResult>) => run(async () => finish(await signIn()), kind);

  // Coming back from an email link: the address travels in the link itself. The sign-in is tried once, when the
  // page opens (an effect event, so a new render or query does not try it again).
  const linkEmail = params.get('email');
  const completeLink = useEffectEvent(() => {
    if (isEmailLink && linkEmail) void attempt('complete', async () => exchangeIdentity(await completeEmailLink(linkEmail, window.location.href)));
  });
  useEffect(() => completeLink(), []);

  // Firebase loads with the page, so the Google window opens straight from the click (browsers block late popups).
  useEffect(() => {
    if (withFirebase) loadAuth().catch(() => {});
  }, [withFirebase]);

  // A blocked pop-up falls back to Google's page; the way back comes to this page, with its query, then to returnTo.
  const signInGoogle = () =>
    run(async () => {
      const proof = await signInWithGoogle(`${location.pathname}${location.search}`);
      if (proof) finish(await exchangeIdentity(proof));
    }, 'google');

  const sendLink = async () => {
    const { email } = await form.validateFields(['email']);
    await run(async () => {
      const back = new URL('/login', window.location.origin);
      back.searchParams.set('email', email.trim());
      if (returnTo !== '/') back.searchParams.set('returnTo', returnTo);
      await sendEmailLink(email.trim(), back.toString());
      setLinkSentTo(email.trim());
    }, 'link');
  };

  if (linkSentTo) {
    return (
      <AuthCard title={t('login.title')}>
        <Result status="success" title={<TextWithData>{t('login.link.sent', { email: dataInText(linkSentTo) })}</TextWithData>} subTitle={t('login.link.sent.text')} />
      </AuthCard>
    );
  }

  if (isEmailLink) {
    return (
      <AuthCard title={t('login.title')} error={error}>
        <Form<{ email: string }>
          layout="vertical"
          initialValues={{ email: linkEmail ?? '' }}
          onFinish={({ email }) => attempt('complete', async () => exchangeIdentity(await completeEmailLink(email.trim(), window.location.href)))}
        >
          <EmailField />
          <Button type="primary" htmlType="submit" block loading={busy === 'complete'}>
            {t('common:login')}
          </Button>
        </Form>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('login.title')} error={error}>
      <Form<Credentials>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ email, password }) => attempt('password', () => passwordSignIn(email.trim(), password))}
      >
        <EmailField />
        <Form.Item name="password" label={t('password')} rules={[rule(validatePassword, t)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Flex justify="end" style={{ marginTop: -8, marginBottom: 16 }}>
          <Link to={link('/reset-password')}>{t('forgot.password')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block loading={busy === 'password'}>
          {t('common:login')}
        </Button>
      </Form>
      {withFirebase && (
        <>
          <Divider plain>{t('or')}</Divider>
          <Flex vertical gap={8}>
            <Button block onClick={sendLink} loading={busy === 'link'}>
              {t('login.email.link')}
            </Button>
            <Button block onClick={() => navigate(link('/verify-phone'))}>
              {t('login.phone')}
            </Button>
            <Button block onClick={signInGoogle} loading={busy === 'google'}>
              {t('login.google')}
            </Button>
          </Flex>
        </>
      )}
      <Divider />
      <Flex justify="center" gap={6}>
        {t('no.account')} <Link to={link('/register')}>{t('register')}</Link>
      </Flex>
    </AuthCard>
  );
}
