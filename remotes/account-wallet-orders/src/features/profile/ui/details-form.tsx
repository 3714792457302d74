import { useTranslation } from 'react-i18next';
import { toastShown } from '@market/bus';
import { errorMessage, fieldErrors } from '@market/http';
import type { User } from '@market/contract';
import { Button, DATA_TEXT_CLASS, Input, LTR_INPUT } from '@market/ui';
import { Form } from '@market/ui/forms';
import { useUpdateProfile, useUpdatePhone } from '../api/profile.ts';
import { phoneRules, requiredRule } from '../model/rules.ts';

type Details = { firstname: string; lastname?: string; email?: string };

function useSaveHandlers<V>(form: ReturnType<typeof Form.useForm<V>>[0], done: string) {
  const { t } = useTranslation('account-wallet-orders');
  return {
    onSuccess: () => toastShown({ kind: 'success', message: t(done) }),
    onError: (e: unknown) => {
      const fields = fieldErrors(e);
      if (Object.keys(fields).length) form.setFields(Object.entries(fields).map(([name, msg]) => ({ name: name as never, errors: [msg] })));
      else toastShown({ kind: 'error', message: errorMessage(e) });
    },
  };
}

export function DetailsForm({ user }: { user: User }) {
  const { t } = useTranslation('account-wallet-orders');
  const [form] = Form.useForm<Details>();
  const update = useUpdateProfile();
  const handlers = useSaveHandlers(form, 'profile.saved');
  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={{ firstname: user.firstname, lastname: user.lastname, email: user.email }}
      onFinish={(v) => update.mutate({ firstname: v.firstname.trim(), lastname: v.lastname?.trim() ?? '', email: v.email?.trim() || undefined }, handlers)}
    >
      <Form.Item name="firstname" label={t('profile.firstname')} rules={[requiredRule(t)]}>
        <Input autoComplete="given-name" className={DATA_TEXT_CLASS} />
      </Form.Item>
      <Form.Item name="lastname" label={t('profile.lastname')}>
        <Input autoComplete="family-name" className={DATA_TEXT_CLASS} />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[{ type: 'email', message: t('profile.email.invalid') }]}>
        <Input type="email" autoComplete="email" {...LTR_INPUT} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={update.isPending}>
        {t('common:save')}
      </Button>
    </Form>
  );
}

export function PhoneForm({ user }: { user: User }) {
  const { t } = useTranslation('account-wallet-orders');
  const [form] = Form.useForm<{ phone: string }>();
  const update = useUpdatePhone();
  const handlers = useSaveHandlers(form, 'profile.phone.saved');
  return (
    <Form form={form} layout="vertical" initialValues={{ phone: user.phone }} onFinish={(v) => update.mutate(v.phone.trim(), handlers)}>
      <Form.Item name="phone" label={t('profile.phone')} rules={phoneRules(t)}>
        <Input type="tel" autoComplete="tel" {...LTR_INPUT} />
      </Form.Item>
      <Button htmlType="submit" loading={update.isPending}>
        {t('profile.phone.submit')}
      </Button>
    </Form>
  );
}
