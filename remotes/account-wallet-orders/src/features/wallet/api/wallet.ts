import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getData, getPage, http, listOf } from '@market/http';
import type { User, UserSummary, WalletHistory } from '@market/contract';

export const profileKey = ['account', 'profile'] as const;

/** The signed-in user, with wallet and referral fields. */
export function useProfile() {
  return useQuery({ queryKey: profileKey, queryFn: () => getData<User>('dashboard/user/profile/show'), staleTime: 0 });
}

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
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: profileKey }), client.invalidateQueries({ queryKey: ['account', 'wallet'] })]),
  });
}
