import { useTranslation } from 'react-i18next';
import type { AddressEditorProps } from '@market/contract';
import { Modal } from '@market/ui';

/** The address editor the shell opens from the address selector. */
export default function AddressEditor({ open, onClose }: AddressEditorProps) {
  const { t } = useTranslation('account-wallet-orders');
  return <Modal open={open} onCancel={onClose} title={t('address.editor.title')} footer={null} />;
}
