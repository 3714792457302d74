import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $session } from '@market/bus';
import { Flex, LoginPrompt, PlainText } from '@market/ui';
import { RequestState } from '../../common/index.ts';
import { useCourierRequest } from '../api/courier-request.ts';
import { CourierForm } from './courier-form.tsx';

/** The signed-in user's application: its state once sent (a rejected one lets them apply again), else the form. */
function ApplicationState() {
  const { t } = useTranslation('account-wallet-orders');
  const query = useCourierRequest();
  return (
    <RequestState
      query={query}
      titles={{ new: t('courier.state.review'), approved: t('courier.state.accepted'), rejected: t('courier.state.rejected') }}
      details={(request) => (
        <Flex gap={8} wrap justify="center">
          <PlainText>{request.name}</PlainText>
          <span>{t(`courier.vehicle.${request.vehicle_type}`)}</span>
          <PlainText>{request.city}</PlainText>
        </Flex>
      )}
      form={<CourierForm />}
    />
  );
}

/** Courier sign-up: a guest is asked to sign in first (and comes back here). */
export function CourierApplication() {
  const { t } = useTranslation('account-wallet-orders');
  const { signedIn } = useUnit($session);
  return (
    <section aria-labelledby="courier-apply">
      <h2 id="courier-apply" style={{ fontSize: 20 }}>
        {t('courier.apply')}
      </h2>
      {signedIn ? (
        <ApplicationState />
      ) : (
        <LoginPrompt message={t('courier.login.needed')} />
      )}
    </section>
  );
}
