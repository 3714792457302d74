import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getPage, http, listOf, profileChanged } from '@market/http';
import type { UserSummary, WalletHistory } from '@market/contract';

export function useWalletHistory(page: number) {
  return useQuery({
    queryKey: ['account', 'wallet', 'history', page],
    queryFn: () => getPage<WalletHistory>('dashboard/user/wallet/histories', { page, perPage: 10 }),
    staleTime: 0,
  });
}

export function useRecipientSearch(search: string) {
  return useQuery({
    queryKey: ['account', 'wallet', 'recipients', search],
    queryFn: async () => listOf(await getData<UserSummary[]>('dashboard/user/search-sending', { search })),
    enabled: search.length >= 2,
  });
}

export function useSendMoney() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { price: number; uuid: string; note?: string }) => http.post('dashboard/user/wallet/send', body),
    onSuccess: () => Promise.all([profileChanged(client), client.invalidateQueries({ queryKey: ['account', 'wallet'] })]),
  });
}
