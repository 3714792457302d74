import type { TFunction } from 'i18next';
import type { Chat } from '@market/contract';

export type ChatKind = 'admin' | 'shop' | 'courier';

/** Who the conversation is with: admin (support, the default), a shop (shop_id set) or a courier. */
export function chatKind(chat: Pick<Chat, 'roleId' | 'shop_id'>): ChatKind {
  if (chat.roleId === 'admin') return 'admin';
  return chat.shop_id != null ? 'shop' : 'courier';
}

export function chatTitle(chat: Pick<Chat, 'roleId' | 'shop_id'>, t: TFunction, shopTitle?: string): string {
  const kind = chatKind(chat);
  if (kind === 'admin') return t('chat-notifications:chat.with.admin');
  if (kind === 'shop') return shopTitle ?? t('chat-notifications:chat.with.shop', { id: chat.shop_id });
  return t('chat-notifications:chat.with.courier');
}
