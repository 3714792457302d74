import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { afterNextPaint } from '@market/ui';
import { cartQueries } from '../api/cart-api.ts';
import { useSignedIn } from './use-signed-in.ts';

/**
 * A view of the cart that mounts (the drawer opening, the cart or checkout page) reads the server cart anew once its
 * frame is painted: asked as the view mounted, the request (the client's headers and cookies, the send) ran in the
 * task that renders the drawer, before its first paint. Without a cart yet, or with a read on its way, the query's
 * own mount reads it; a read already on its way is not asked again. In the views' own code, not the header's.
 */
export function useCartReadAgain(): void {
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  useEffect(() => {
    if (!signedIn) return undefined;
    const { queryKey } = cartQueries.server();
    const state = queryClient.getQueryState(queryKey);
    if (state?.data === undefined || state.fetchStatus === 'fetching') return undefined;
    return afterNextPaint(() => void queryClient.refetchQueries({ queryKey, stale: true, type: 'active' }, { cancelRefetch: false }));
  }, [signedIn, queryClient]);
}
