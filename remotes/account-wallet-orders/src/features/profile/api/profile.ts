import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { sessionChanged } from '@market/bus';
import { profileChanged, profileQuery, updatePassword, updatePhone, updateProfile } from '@market/http';
import type { User } from '@market/contract';

/** The signed-in user, with wallet and referral fields (the apps' one profile query), read afresh on every visit. */
export function useProfile() {
  return useQuery({ ...profileQuery(), staleTime: 0 });
}

/** A profile change: store the answer, let the shell's header show it, and every app read the profile again. */
function useProfileMutation<V>(fn: (vars: V) => Promise<User | undefined>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (user) => {
      if (user) sessionChanged({ user, signedIn: true });
      return profileChanged(client, user);
    },
  });
}

export type ProfileFields = { firstname?: string; lastname?: string; email?: string; img?: string; currency_id?: number };

export const useUpdateProfile = () => useProfileMutation((body: ProfileFields) => updateProfile(body));

/** The phone has its own call: the same path, an empty body, the phone as a query parameter. */
export const useUpdatePhone = () => useProfileMutation((phone: string) => updatePhone(phone));

/** A new password; the profile is read again (a first password turns `empty_p` off). */
export function useUpdatePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { old_password?: string; password: string; password_confirmation: string }) => updatePassword(body),
    onSuccess: () => profileChanged(client),
  });
}
