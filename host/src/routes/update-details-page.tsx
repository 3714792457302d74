import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { profileChanged, updateProfile } from '@market/http';
import { Button } from '@market/ui';
import { Form } from '@market/ui/forms';
import { AuthCard } from '../features/auth/ui/auth-card.tsx';
import { EmailField, NameFields } from '../features/auth/ui/fields.tsx';
import { useAction } from '../features/auth/ui/use-action.ts';
import { useReturnTo } from '../features/auth/ui/use-return-to.ts';
import { userUpdated } from '../features/session/model/session.ts';

interface DetailsForm {
  firstname: string;
  lastname?: string;
  email?: string;
}

/** /update-details: after a phone sign-up, the user's name (and optionally email). */
export default function UpdateDetailsPage() {
  const { t } = useTranslation('host');
  const { user } = useUnit($session);
  const { done } = useReturnTo();
  const { busy, error, run } = useAction();
  const client = useQueryClient();

  const submit = (v: DetailsForm) =>
    run(async () => {
      const user = await updateProfile({ firstname: v.firstname, lastname: v.lastname || undefined, email: v.email?.trim() || undefined });
      userUpdated(user);
      // Every app that shows the profile sees the change.
      void profileChanged(client, user);
      done();
    });

  return (
    <AuthCard title={t('details.title')} subtitle={t('common:Please, fill user details')} error={error}>
      <Form<DetailsForm>
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        initialValues={{ firstname: user?.firstname ?? '', lastname: user?.lastname ?? '', email: user?.email ?? '' }}
      >
        <NameFields />
        <EmailField optional />
        <Button type="primary" htmlType="submit" block loading={busy !== null}>
          {t('common:save')}
        </Button>
      </Form>
    </AuthCard>
  );
}
