import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Cart, JoinedCart } from '@market/contract';
import { cartKeys, type CartLine, type InsertProductRow } from '../../cart/index.ts';
import type { GroupLinkParams, Membership } from '../model/group-link.ts';
import { groupKeys, joinGroup, kickMember, leaveGroup, memberDeleteRows, memberInsert, memberStatus, startGroup, toggleGroup } from './group-api.ts';

/** The owner opens a group cart for the shop; the answer becomes the server cart the views read. */
export function useStartGroup(shopId: number, currencyId: number | undefined, onStarted: (cart: Cart) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => startGroup(shopId, currencyId),
    onSuccess: (cart) => {
      client.setQueryData(cartKeys.server, cart);
      onStarted(cart);
    },
  });
}

/** The owner's actions on the group: remove a member, end the group. Either way the cart is read again. */
export function useOwnerActions() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: cartKeys.server });
  return {
    kick: useMutation({ mutationFn: kickMember, onSettled: refresh }),
    flip: useMutation({ mutationFn: toggleGroup, onSettled: refresh }),
  };
}

/** A guest or shopper joins someone's group under a name. */
export function useJoinGroup(link: GroupLinkParams, onJoined: (joined: JoinedCart) => Promise<void> | void) {
  return useMutation({
    mutationFn: (name: string) => joinGroup({ name: name.trim(), shop_id: link.shopId, cart_id: link.cartId, secret: link.secret }),
    onSuccess: onJoined,
  });
}

/** A member's own lines and status; each change reads the group cart again. Leaving forgets the membership. */
export function useMemberActions(link: GroupLinkParams, membership: Membership, onLeft: () => void) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: groupKeys.cart(link.cartId) });
  return {
    setQty: useMutation({
      mutationFn: (products: InsertProductRow[]) => memberInsert({ shop_id: link.shopId, cart_id: link.cartId, user_cart_uuid: membership.uuid, products }),
      onSettled: refresh,
    }),
    remove: useMutation({ mutationFn: (line: CartLine) => memberDeleteRows(membership, line.detailIds), onSettled: refresh }),
    status: useMutation({ mutationFn: () => memberStatus(membership.uuid, link.cartId), onSettled: refresh }),
    leave: useMutation({ mutationFn: () => leaveGroup(membership), onSuccess: onLeft }),
  };
}
