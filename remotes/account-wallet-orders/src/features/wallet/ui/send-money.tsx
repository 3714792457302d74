import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $currency, toastShown } from '@market/bus';
import { errorMessage } from '@market/http';
import type { UserSummary } from '@market/contract';
import { Button, DATA_TEXT_CLASS, dataInText, DataText, Flex, ImageWithFallback, Input, Modal, Price, Spin, TextWithData, Typography, useDebouncedSearch } from '@market/ui';
import { Form } from '@market/ui/forms';
import { List } from '@market/ui/extras';
import { useRecipientSearch, useSendMoney } from '../api/wallet.ts';
import { toDefaultCurrency } from '../model/amount.ts';
import { AmountField } from './amount-field.tsx';

const fullName = (u: UserSummary) => [u.firstname, u.lastname].filter(Boolean).join(' ');

/** Send money to another user: search, pick, amount, then confirm. */
export function SendMoney() {
  const { t } = useTranslation('account-wallet-orders');
  const { current } = useUnit($currency);
  const { search, inputProps } = useDebouncedSearch();
  const [recipient, setRecipient] = useState<UserSummary | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const found = useRecipientSearch(search);
  const send = useSendMoney();
  const [form] = Form.useForm();


  const reset = () => {
    setRecipient(null);
    setAmount(null);
    setConfirming(false);
    form.resetFields();
  };
  const price = amount ? toDefaultCurrency(amount, current) : 0;
  const confirm = () =>
    recipient &&
    send.mutate(
      { price, uuid: recipient.wallet_uuid },
      {
        onSuccess: () => {
          toastShown({ kind: 'success', message: t('wallet.send.done') });
          reset();
        },
        onError: (e) => toastShown({ kind: 'error', message: errorMessage(e) }),
      },
    );

  if (!recipient)
    return (
      <Flex vertical gap={8}>
        <Input.Search
          aria-label={t('wallet.send.search')}
          placeholder={t('wallet.send.search')}
          {...inputProps}
          className={DATA_TEXT_CLASS}
          allowClear
        />
        {search.length >= 2 &&
          (found.isFetching ? (
            <Spin aria-label={t('common:loading')} />
          ) : found.isError ? (
            <Typography.Text type="danger">{errorMessage(found.error)}</Typography.Text>
          ) : (
            <List
              dataSource={found.data ?? []}
              rowKey="id"
              locale={{ emptyText: t('wallet.send.none') }}
              renderItem={(u) => (
                <List.Item
                  actions={[
                    <Button key="pick" onClick={() => setRecipient(u)} aria-label={t('wallet.send.pick.named', { name: fullName(u) })}>
                      {t('wallet.send.pick')}
                    </Button>,
                  ]}
                >
                  <Flex gap={8} align="center">
                    <ImageWithFallback src={u.img} alt="" width={32} height={32} style={{ borderRadius: '50%' }} />
                    <DataText>{fullName(u)}</DataText>
                  </Flex>
                </List.Item>
              )}
            />
          ))}
      </Flex>
    );

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={(v: { amount: number }) => {
        setAmount(v.amount);
        setConfirming(true);
      }}
    >
      <Typography.Paragraph>
        <TextWithData>{t('wallet.send.to', { name: dataInText(fullName(recipient)) })}</TextWithData>
      </Typography.Paragraph>
      <AmountField />
      <Flex gap={8} wrap>
        <Button type="primary" htmlType="submit">
          {t('wallet.send.continue')}
        </Button>
        <Button onClick={reset}>{t('common:cancel')}</Button>
      </Flex>
      <Modal
        open={confirming}
        title={t('wallet.send.confirm.title')}
        okText={t('wallet.send.confirm')}
        cancelText={t('common:cancel')}
        confirmLoading={send.isPending}
        onOk={confirm}
        onCancel={() => setConfirming(false)}
      >
        <Typography.Paragraph>
          <TextWithData>{t('wallet.send.confirm.text', { name: dataInText(fullName(recipient)) })}</TextWithData> <Price value={price} />
        </Typography.Paragraph>
      </Modal>
    </Form>
  );
}
