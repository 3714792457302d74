import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '@market/http';
import { sessionChanged } from '@market/bus';
import type { Envelope, User } from '@market/contract';
import { profileKey } from '../../wallet/index.ts';

/** A profile change: store the answer and let the shell's header show it. */
function useProfileMutation<V>(fn: (vars: V) => Promise<User | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      if (user) {
        client.setQueryData(profileKey, user);
        sessionChanged({ user, signedIn: true });
      }
      return client.invalidateQueries({ queryKey: profileKey });
    },
  });
}

export type ProfileFields = { firstname?: string; lastname?: string; email?: string; img?: string; currency_id?: number };

export const useUpdateProfile = () =>
  useProfileMutation(async (body: ProfileFields) => (await http.put<Envelope<User>>('dashboard/user/profile/update', body)).data.data);

/** The phone has its own call: the same path, an empty body, the phone as a query parameter. */
export const useUpdatePhone = () =>
  useProfileMutation(async (phone: string) => (await http.put<Envelope<User>>('dashboard/user/profile/update', {}, { params: { phone } })).data.data);

/** A new password; the profile is read again (a first password turns `empty_p` off). */
export function useUpdatePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { old_password?: string; password: string; password_confirmation: string }) =>
      http.post('dashboard/user/profile/password/update', body),
    onSuccess: () => client.invalidateQueries({ queryKey: profileKey }),
  });
}
