import { useState } from 'react';
import { Link } from '@market/router';
import { useTranslation } from 'react-i18next';
import { Button, dataInText, TextWithData } from '@market/ui';
import { Form } from '@market/ui/forms';
import { Result } from '@market/ui/extras';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { EmailField } from '../features/auth/ui/fields.tsx';
import { useAction } from '../features/auth/ui/use-action.ts';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { sendPasswordReset } from '../features/auth/api/firebase.ts';

/** /reset-password: the identity provider mails a reset link. */
export default function ResetPasswordPage() {
  const { t } = useTranslation('host');
  const { link } = useReturnTo();
  const { busy, error, run } = useAction();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = ({ email }: { email: string }) =>
    run(async () => {
      await sendPasswordReset(email.trim());
      setSentTo(email.trim());
    });

  return (
    <AuthCard title={t('reset.title')} subtitle={sentTo ? undefined : t('reset.text')} error={error}>
      {sentTo ? (
        <Result status="success" title={<TextWithData>{t('reset.sent', { email: dataInText(sentTo) })}</TextWithData>} extra={<Link to={link('/login')}>{t('common:login')}</Link>} />
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
