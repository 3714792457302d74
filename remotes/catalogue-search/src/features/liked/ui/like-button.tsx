import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, HeartFilled, HeartOutlined, theme } from '@market/ui';
import { $likedShops, likeToggled, type LikedShop } from '../model/liked-shops.ts';

/** Like / unlike a shop; its state is announced (aria-pressed) and named after the shop. */
export function LikeButton({ shop, size }: { shop: LikedShop; size?: 'small' | 'middle' }) {
  const { t } = useTranslation('catalogue-search');
  const { token } = theme.useToken();
  const liked = useUnit($likedShops).some((s) => s.uuid === shop.uuid);
  const title = shop.translation?.title ?? '';
  return (
    <Button
      shape="circle"
      size={size}
      aria-pressed={liked}
      aria-label={liked ? t('like.remove', { title }) : t('like.add', { title })}
      icon={liked ? <HeartFilled style={{ color: token.colorError }} /> : <HeartOutlined />}
      onClick={(e) => {
        e.preventDefault();
        e.stopPropagation();
        likeToggled(shop);
      }}
    />
  );
}
