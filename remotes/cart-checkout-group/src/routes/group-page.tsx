import { useParams, useNavigate, useSearchParams } from '@market/router';
import { useTranslation } from 'react-i18next';
import { useUnit } from 'effector-react';
import { $session } from '@market/bus';
import { Button, ErrorState, PageHeading } from '@market/ui';
import { parseGroupLink } from '../features/group/model/group-link.ts';
import { GroupMember } from '../features/group/ui/group-member.tsx';
import { GroupOwner } from '../features/group/ui/group-owner.tsx';

/** /group/:shopId?g={cart_id}&o={owner_id}&s={share secret}: the owner's group order, or a member's join and picking. */
export default function GroupPage() {
  const { t } = useTranslation('cart-checkout-group');
  const navigate = useNavigate();
  const { shopId } = useParams();
  const [search] = useSearchParams();
  const session = useUnit($session);
  const link = parseGroupLink(shopId, search);
  return (
    <div style={{ maxWidth: 960, marginInline: 'auto', width: '100%' }}>
      <PageHeading title={t('group.title')} />
      {!link ? (
        <ErrorState message={t('common:You cannot join. Invalid group order')} extra={<Button onClick={() => navigate('/')}>{t('common:back.home')}</Button>} />
      ) : session.user?.id === link.ownerId ? (
        <GroupOwner cartId={link.cartId} />
      ) : (
        <GroupMember link={link} />
      )}
    </div>
  );
}
