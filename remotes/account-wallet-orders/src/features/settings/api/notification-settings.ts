import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toastShown } from '@market/bus';
import { errorMessage, getData, http, listOf } from '@market/http';
import type { NotificationSetting } from '@market/contract';

export const NOTIFICATION_SETTINGS_KEY = ['account', 'notification-settings'] as const;

/** Which notifications the user gets (dashboard/user/notifications), read afresh on every visit. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: NOTIFICATION_SETTINGS_KEY,
    queryFn: async () => listOf(await getData<NotificationSetting[]>('dashboard/user/notifications')),
    staleTime: 0,
  });
}

/** One notification on or off: the switch moves at once; a failure puts it back and says why. */
export function useUpdateNotificationSetting() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (s: { id: number; active: boolean }) =>
      http.post('dashboard/user/update/notifications', { notifications: [{ notification_id: s.id, active: s.active }] }),
    onMutate: (s) => {
      const before = client.getQueryData<NotificationSetting[]>(NOTIFICATION_SETTINGS_KEY);
      client.setQueryData(NOTIFICATION_SETTINGS_KEY, before?.map((n) => (n.id === s.id ? { ...n, active: s.active } : n)));
      return { before };
    },
    onError: (e, _s, ctx) => {
      client.setQueryData(NOTIFICATION_SETTINGS_KEY, ctx?.before);
      toastShown({ kind: 'error', message: errorMessage(e) });
    },
  });
}
