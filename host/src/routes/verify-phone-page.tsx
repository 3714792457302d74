import { useRef, useState } from 'react';
import { useNavigate } from '@market/router';
import { useTranslation } from 'react-i18next';
import type { ConfirmationResult } from 'firebase/auth';
import { normalizePhone } from '@market/contract';
import { Button, dataInText, Input, LTR_INPUT, TextWithData } from '@market/ui';
import { Form } from '@market/ui/forms';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { rule, validateCode, validatePhone } from '../features/auth/model/validation.ts';
import { useAction } from '../features/auth/ui/use-action.ts';
import { confirmPhoneCode, sendPhoneCode } from '../features/auth/api/firebase.ts';
import { exchangeIdentity } from '../features/auth/api/auth.ts';
import { signedIn } from '../features/session/model/session.ts';

/** /verify-phone: an SMS code from the identity provider signs the user in (new users then give their name). */
export default function VerifyPhonePage() {
  const { t } = useTranslation('host');
  const navigate = useNavigate();
  const { link, done } = useReturnTo();
  const recaptcha = useRef<HTMLDivElement>(null);
  const [confirmation, setConfirmation] = useState<ConfirmationResult | null>(null);
  const [phone, setPhone] = useState('');
  const { busy, error, run } = useAction();

  const send = ({ phone: value }: { phone: string }) =>
    run(async () => {
      const normalized = normalizePhone(value);
      setConfirmation(await sendPhoneCode(normalized, recaptcha.current!));
      setPhone(normalized);
    });

  const confirm = ({ code }: { code: string }) =>
    run(async () => {
      const proof = await confirmPhoneCode(confirmation!, code.trim());
      const result = await exchangeIdentity({ ...proof, phone: proof.phone ?? phone });
      signedIn(result);
      if (result.user.firstname) done();
      else navigate(link('/update-details'), { replace: true });
    });

  return (
    <AuthCard title={t('phone.title')} subtitle={confirmation ? <TextWithData>{t('phone.code.sent', { phone: dataInText(phone) })}</TextWithData> : t('phone.text')} error={error}>
      {confirmation ? (
        <Form<{ code: string }> key="code" layout="vertical" requiredMark={false} onFinish={confirm}>
          <Form.Item name="code" label={t('phone.code')} rules={[rule(validateCode, t)]}>
            <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} {...LTR_INPUT} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy !== null}>
            {t('phone.confirm')}
          </Button>
          <Button type="link" block onClick={() => setConfirmation(null)} style={{ marginTop: 8 }}>
            {t('phone.change')}
          </Button>
        </Form>
      ) : (
        <Form<{ phone: string }> key="phone" layout="vertical" requiredMark={false} onFinish={send} initialValues={{ phone }}>
          <Form.Item name="phone" label={t('phone')} rules={[rule(validatePhone, t)]} extra={t('phone.hint')}>
            <Input type="tel" autoComplete="tel" placeholder="+1 202 555 0123" {...LTR_INPUT} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy !== null}>
            {t('phone.send')}
          </Button>
        </Form>
      )}
      <div ref={recaptcha} />
    </AuthCard>
  );
}
