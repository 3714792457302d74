import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { loginRequested } from '@market/bus';

/**
 * What a guest sees where a page needs a signed-in user: an info alert saying why, and a Log in button that asks
 * the shell for the sign-in and brings the guest back to this page (path and query) afterwards.
 */
export function LoginPrompt({ message }: { message: string }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      type="info"
      showIcon
      title={message}
      action={
        <Button type="primary" onClick={() => loginRequested({ returnTo: `${location.pathname}${location.search}` })}>
          {t('login')}
        </Button>
      }
    />
  );
}
